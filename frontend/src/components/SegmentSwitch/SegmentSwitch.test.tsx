import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { SegmentSwitch } from './SegmentSwitch';

const DATA = [
  { value: 'a', label: 'First' },
  { value: 'b', label: 'Second' },
  { value: 'c', label: 'Third' },
] as const;

describe('SegmentSwitch', () => {
  it('is a named radio group whose checked radio is the value', () => {
    renderWithProviders(
      <SegmentSwitch aria-label="Pick one" data={DATA} value="b" onChange={() => undefined} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Pick one' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Second' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'First' })).not.toBeChecked();
  });

  it('shows a detail under a label as the radio description, outside its name', () => {
    renderWithProviders(
      <SegmentSwitch
        aria-label="Kind"
        data={[
          { value: 'index', label: 'Index templates', detail: '_index_template' },
          { value: 'legacy', label: 'Legacy templates', detail: '_template' },
        ]}
        value="index"
        onChange={() => undefined}
      />,
    );
    const radio = screen.getByRole('radio', { name: 'Index templates' });
    expect(radio).toBeChecked();
    expect(radio).toHaveAccessibleDescription('_index_template');
    expect(screen.getByText('_template')).toBeVisible();
  });

  it('reports the value of the clicked segment', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SegmentSwitch data={DATA} value="a" onChange={onChange} />);
    await userEvent.click(screen.getByText('Third'));
    expect(onChange).toHaveBeenCalledWith('c');
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SegmentSwitch data={DATA} value="a" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'First' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('b');
  });

  it('takes no choice while disabled', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SegmentSwitch data={DATA} value="a" onChange={onChange} disabled />);
    await userEvent.click(screen.getByText('Second'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Second' })).toBeDisabled();
  });

  it('keeps two switches on one page apart', async () => {
    const onFirst = vi.fn();
    renderWithProviders(
      <>
        <SegmentSwitch aria-label="One" data={DATA} value="a" onChange={onFirst} />
        <SegmentSwitch aria-label="Two" data={DATA} value="c" onChange={() => undefined} />
      </>,
    );
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);
  });
});
