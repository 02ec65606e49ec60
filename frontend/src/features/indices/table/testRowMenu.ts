// Choosing an item of an index row's menu in component tests, through its submenu if it sits in
// one, as a user does with the mouse.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the menu of `index`'s row, then each of `path` in turn: the submenus, then the item. */
export async function chooseRowAction(index: string, ...path: string[]): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${index}` }));
  for (const name of path) await userEvent.click(await screen.findByRole('menuitem', { name }));
}
