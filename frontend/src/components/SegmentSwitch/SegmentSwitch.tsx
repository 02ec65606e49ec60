// A choice between a few values shown side by side, as Mantine's SegmentedControl draws it. The
// chosen segment paints its own background, so nothing is measured after a render: Mantine's
// control places a floating indicator by reading the layout in an effect after every commit,
// which forced a layout of the whole page on each render of the search screen.
import { useId } from 'react';
import classes from './SegmentSwitch.module.css';

export interface SegmentSwitchItem<T extends string> {
  value: T;
  label: string;
  /** Smaller, dimmed text under the label; the radio's description, not part of its name. */
  detail?: string;
}

export interface SegmentSwitchProps<T extends string> {
  data: readonly SegmentSwitchItem<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'xs' | 'sm';
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Radio buttons in a radio group: arrow keys move the choice, as in any radio group. */
export function SegmentSwitch<T extends string>({
  data,
  value,
  onChange,
  size = 'sm',
  disabled,
  ...labelling
}: SegmentSwitchProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} data-size={size} {...labelling}>
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const detailId = item.detail === undefined ? undefined : `${id}-detail`;
        return (
          <div key={item.value} className={classes.segment}>
            <input
              type="radio"
              className={classes.input}
              id={id}
              name={name}
              value={item.value}
              checked={item.value === value}
              disabled={disabled}
              onChange={() => onChange(item.value)}
              aria-describedby={detailId}
            />
            <label className={classes.label} htmlFor={id}>
              <span>{item.label}</span>
              {item.detail !== undefined && (
                // Hidden from the name; read as the radio's description instead.
                <span className={classes.detail} id={detailId} aria-hidden>
                  {item.detail}
                </span>
              )}
            </label>
          </div>
        );
      })}
    </div>
  );
}
