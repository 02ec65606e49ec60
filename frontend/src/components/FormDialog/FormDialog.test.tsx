import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { DialogCloseRow, DialogForm, FormDialog } from './FormDialog';

function Field() {
  const [text, setText] = useState('');
  return <input aria-label="Name" value={text} onChange={(event) => setText(event.target.value)} />;
}

function form(overrides: Partial<Parameters<typeof DialogForm>[0]> = {}) {
  const props = {
    onSubmit: vi.fn(() => Promise.resolve()),
    canSubmit: true,
    busy: false,
    onClose: vi.fn(),
    closeLabel: 'Close',
    submitLabel: 'Create' as string | null,
    ...overrides,
  };
  renderWithProviders(
    <DialogForm {...props}>
      <Field />
    </DialogForm>,
  );
  return props;
}

describe('FormDialog', () => {
  it('shows its body only while open, so reopening starts afresh', () => {
    const view = (opened: boolean) => (
      <FormDialog opened={opened} onClose={() => {}} title="New thing" size={500}>
        <Field />
      </FormDialog>
    );
    const { rerender } = renderWithProviders(view(true));
    expect(screen.getByRole('dialog', { name: 'New thing' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'typed' } });
    rerender(view(false));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    rerender(view(true));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});

describe('DialogForm', () => {
  it('sends the form with the submit button and closes with Close', () => {
    const props = form();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('does not send what cannot be sent yet', () => {
    const props = form({ canSubmit: false });
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    fireEvent.submit(screen.getByLabelText('Name'));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('does not send again while the call runs', () => {
    const props = form({ busy: true });
    fireEvent.submit(screen.getByLabelText('Name'));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('has no submit button once the form has done its work', () => {
    form({ submitLabel: null });
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows the error and the extra action before the buttons', () => {
    form({
      error: <div role="alert">Refused</div>,
      extraAction: <button type="button">Reset</button>,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Reset', 'Close', 'Create']);
  });
});

describe('DialogCloseRow', () => {
  it('closes the dialog', () => {
    const onClose = vi.fn();
    renderWithProviders(<DialogCloseRow label="Close" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
