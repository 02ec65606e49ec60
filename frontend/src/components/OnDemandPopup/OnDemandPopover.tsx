// A Mantine Popover mounted when its button is first used (see mountOnUse).
import type { ReactNode } from 'react';
import { Popover, type PopoverDropdownProps, type PopoverProps } from '@mantine/core';
import {
  Framed,
  TargetAlone,
  useMountOnUse,
  type PopupFrame,
  type PopupTarget,
} from './mountOnUse';

interface OnDemandPopoverProps extends Omit<PopoverProps, 'children'> {
  target: PopupTarget;
  frame?: PopupFrame;
  /** The dropdown's content. */
  children: ReactNode;
  /** The dropdown's own properties. */
  dropdownProps?: Omit<PopoverDropdownProps, 'children'>;
}

export function OnDemandPopover({
  target,
  frame,
  children,
  dropdownProps,
  ...popover
}: OnDemandPopoverProps) {
  const { used, holdElement, onClick } = useMountOnUse();
  if (!used) {
    return (
      <Framed frame={frame}>
        <TargetAlone target={target} popup="dialog" holdElement={holdElement} onClick={onClick} />
      </Framed>
    );
  }
  return (
    <Popover {...popover}>
      <Framed frame={frame}>
        <Popover.Target ref={holdElement}>{target}</Popover.Target>
      </Framed>
      <Popover.Dropdown {...dropdownProps}>{children}</Popover.Dropdown>
    </Popover>
  );
}
