// A Mantine Menu mounted when its button is first used (see mountOnUse).
import type { ReactNode } from 'react';
import { Menu, type MenuDropdownProps, type MenuProps } from '@mantine/core';
import {
  Framed,
  TargetAlone,
  useMountOnUse,
  type PopupFrame,
  type PopupTarget,
} from './mountOnUse';

interface OnDemandMenuProps extends Omit<MenuProps, 'children'> {
  target: PopupTarget;
  frame?: PopupFrame;
  /** The dropdown's content. */
  children: ReactNode;
  /** The dropdown's own properties. */
  dropdownProps?: Omit<MenuDropdownProps, 'children'>;
}

export function OnDemandMenu({
  target,
  frame,
  children,
  dropdownProps,
  ...menu
}: OnDemandMenuProps) {
  const { used, holdElement, onClick } = useMountOnUse();
  if (!used) {
    return (
      <Framed frame={frame}>
        <TargetAlone target={target} popup="menu" holdElement={holdElement} onClick={onClick} />
      </Framed>
    );
  }
  return (
    <Menu {...menu}>
      <Framed frame={frame}>
        <Menu.Target ref={holdElement}>{target}</Menu.Target>
      </Framed>
      <Menu.Dropdown {...dropdownProps}>{children}</Menu.Dropdown>
    </Menu>
  );
}
