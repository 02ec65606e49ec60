// A toolbar select over a fixed set of choices, each shown in words; clearing it (or picking
// the chosen one again) means no choice.
import { Select } from '@mantine/core';

export interface ChoiceSelectProps<Choice extends string> {
  choices: readonly Choice[];
  /** The words for a choice. */
  labelOf: (choice: Choice) => string;
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  /** The accessible name. */
  label: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  w: number;
}

export function ChoiceSelect<Choice extends string>(props: ChoiceSelectProps<Choice>) {
  const { choices, labelOf, onChange } = props;
  return (
    <Select
      size="xs"
      w={props.w}
      aria-label={props.label}
      placeholder={props.placeholder}
      data={choices.map((value) => ({ value, label: labelOf(value) }))}
      value={props.value}
      onChange={(value) => onChange(choices.find((choice) => choice === value) ?? null)}
      clearable
      allowDeselect
    />
  );
}
