import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testUtils';
import { OnDemandPopover } from './OnDemandPopover';

const button = () => screen.getByRole('button', { name: '12 matched indices' });

describe('OnDemandPopover', () => {
  it('renders its button alone, announced as opening a dialog, then opens at the first click', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <OnDemandPopover position="bottom-start" target={<Button>12 matched indices</Button>}>
        logs-1
      </OnDemandPopover>,
    );
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button());
    expect(await screen.findByRole('dialog')).toHaveTextContent('logs-1');
    expect(button()).toHaveAttribute('aria-expanded', 'true');

    expect(button()).toHaveFocus();

    await user.click(button());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
