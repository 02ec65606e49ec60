// A select over a fixed set of choices, each shown in words; clearing it (or picking the chosen
// one again) means no choice, unless a choice is required. Its list (a popover) is mounted at
// first use, as the toolbars' menus are (OnDemandPopup): until then the input is Select's own,
// alone.
import { Combobox, InputBase, Select, type MantineSize } from '@mantine/core';
import { useMountOnUse } from '../OnDemandPopup/mountOnUse';

export interface ChoiceSelectProps<Choice extends string> {
  choices: readonly Choice[];
  /** The words for a choice. */
  labelOf: (choice: Choice) => string;
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  /** The accessible name. */
  label: string;
  /** Shown while nothing is chosen (none for a select whose choice is required). */
  placeholder?: string;
  w: number;
  /** Toolbars' selects are small ('xs', the default). */
  size?: MantineSize;
  /** False: a choice is always made, the select cannot be cleared. */
  clearable?: boolean;
  /** Where the chosen entry's check shows in the list (Select's default: left). */
  checkIconPosition?: 'left' | 'right';
}

export function ChoiceSelect<Choice extends string>(props: ChoiceSelectProps<Choice>) {
  const { choices, labelOf, onChange, clearable = true, size = 'xs' } = props;
  const { used, holdElement, onClick, onKeyDown } = useMountOnUse();
  const input = {
    ref: holdElement,
    size,
    w: props.w,
    'aria-label': props.label,
    placeholder: props.placeholder,
  } as const;
  if (!used) {
    // The elements Select renders around its input, with the value in words and the clear
    // button while there is a choice.
    return (
      <InputBase
        {...input}
        value={props.value === null ? '' : labelOf(props.value)}
        readOnly
        pointer
        __staticSelector="Select"
        __defaultRightSection={<Combobox.Chevron size={size} />}
        __clearSection={<Combobox.ClearButton onClear={() => onChange(null)} />}
        __clearable={clearable && props.value !== null}
        rightSectionPointerEvents="none"
        aria-haspopup="listbox"
        autoComplete="off"
        onClick={onClick}
        onKeyDown={onKeyDown}
      />
    );
  }
  return (
    <Select
      {...input}
      data={choices.map((value) => ({ value, label: labelOf(value) }))}
      value={props.value}
      onChange={(value) => onChange(choices.find((choice) => choice === value) ?? null)}
      clearable={clearable}
      allowDeselect={clearable}
      checkIconPosition={props.checkIconPosition}
    />
  );
}
