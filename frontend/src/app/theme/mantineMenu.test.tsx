import { MantineProvider, Menu } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMantineTheme } from './mantineTheme';

describe('an open menu in the app theme', () => {
  it('holds only its items: no focusable placeholder beside them', async () => {
    render(
      <MantineProvider theme={createMantineTheme('Close')} env="test">
        <Menu opened>
          <Menu.Target>
            <button type="button">Open</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Refresh</Menu.Item>
            <Menu.Item>Flush</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </MantineProvider>,
    );
    const menu = await screen.findByRole('menu');
    const owned = [...menu.querySelectorAll('[tabindex], [role]')];
    expect(owned.map((element) => element.getAttribute('role'))).toEqual(['menuitem', 'menuitem']);
  });
});
