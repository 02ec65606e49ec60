import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../test/renderWithStore';
import { NameField } from './NameField';

describe('NameField', () => {
  it('is required, takes the focus and hands over the typed name', async () => {
    const onChange = vi.fn();
    await renderWithStore(<NameField label="Name" value="" onChange={onChange} />);
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(field).toHaveAttribute('data-autofocus');
    fireEvent.change(field, { target: { value: 'logs-web' } });
    expect(onChange).toHaveBeenCalledWith('logs-web');
  });

  it("shows an existing item's name read-only, not focused, and says what is wrong", async () => {
    await renderWithStore(
      <NameField label="Name" value="logs" onChange={vi.fn()} fixed error="The name is taken" />,
    );
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(field).toHaveAttribute('readonly');
    expect(field).not.toHaveAttribute('data-autofocus');
    expect(screen.getByText('The name is taken')).toBeInTheDocument();
  });
});
