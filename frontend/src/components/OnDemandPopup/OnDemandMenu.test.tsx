import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Indicator, Menu } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testUtils';
import { OnDemandMenu } from './OnDemandMenu';

function Subject({ onPick = () => {} }: { onPick?: () => void }) {
  return (
    <OnDemandMenu
      position="bottom-end"
      frame={(target) => <Indicator label={2}>{target}</Indicator>}
      target={<Button>Reload every</Button>}
    >
      <Menu.Item onClick={onPick}>5 seconds</Menu.Item>
    </OnDemandMenu>
  );
}

const button = () => screen.getByRole('button', { name: 'Reload every' });

describe('OnDemandMenu', () => {
  it('renders its button alone, in its frame, announced as a closed menu button', () => {
    renderWithProviders(<Subject />);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    // Mantine's Menu gives its target an id of its own; the button alone has none.
    expect(button()).not.toHaveAttribute('id');
    expect(button().closest('.mantine-Indicator-root')).not.toBeNull();
  });

  it('opens at the first click, and gives the focus back to its button on Escape', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithProviders(<Subject onPick={onPick} />);

    await user.click(button());
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(button()).toHaveAttribute('id');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button().closest('.mantine-Indicator-root')).not.toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button()).toHaveFocus());

    await user.click(button());
    await user.click(await screen.findByRole('menuitem', { name: '5 seconds' }));
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Subject />);
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeVisible();
  });
});
