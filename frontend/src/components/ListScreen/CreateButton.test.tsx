import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { CreateButton } from './CreateButton';

describe('CreateButton', () => {
  it('creates on click where writes are offered', async () => {
    const onClick = vi.fn();
    renderWithProviders(<CreateButton label="New thing" onClick={onClick} writeReason={null} />);
    const button = screen.getByRole('button', { name: 'New thing' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays in place, disabled, saying why, where writes are not offered', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <CreateButton label="New thing" onClick={onClick} writeReason="The cluster is read-only" />,
    );
    const button = screen.getByRole('button', { name: 'New thing' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('The cluster is read-only');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
