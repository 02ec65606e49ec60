// A Mantine Menu mounted when its button is first used (see mountOnUse).
import { Menu, type MenuDropdownProps, type MenuProps } from '@mantine/core';
import { OnDemand, type OnDemandProps, type PopupParts } from './mountOnUse';

const MENU: PopupParts<MenuProps, MenuDropdownProps> = {
  Root: Menu,
  Target: Menu.Target,
  Dropdown: Menu.Dropdown,
  popup: 'menu',
};

type OnDemandMenuProps = OnDemandProps<MenuDropdownProps> & Omit<MenuProps, 'children'>;

export function OnDemandMenu({
  target,
  frame,
  children,
  dropdownProps,
  ...menu
}: OnDemandMenuProps) {
  return (
    <OnDemand parts={MENU} root={menu} target={target} frame={frame} dropdownProps={dropdownProps}>
      {children}
    </OnDemand>
  );
}
