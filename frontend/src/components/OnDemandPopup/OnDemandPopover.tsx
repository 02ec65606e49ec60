// A Mantine Popover mounted when its button is first used (see mountOnUse).
import { Popover, type PopoverDropdownProps, type PopoverProps } from '@mantine/core';
import { OnDemand, type OnDemandProps, type PopupParts } from './mountOnUse';

const POPOVER: PopupParts<PopoverProps, PopoverDropdownProps> = {
  Root: Popover,
  Target: Popover.Target,
  Dropdown: Popover.Dropdown,
  popup: 'dialog',
};

type OnDemandPopoverProps = OnDemandProps<PopoverDropdownProps> & Omit<PopoverProps, 'children'>;

export function OnDemandPopover({
  target,
  frame,
  children,
  dropdownProps,
  ...popover
}: OnDemandPopoverProps) {
  return (
    <OnDemand
      parts={POPOVER}
      root={popover}
      target={target}
      frame={frame}
      dropdownProps={dropdownProps}
    >
      {children}
    </OnDemand>
  );
}
