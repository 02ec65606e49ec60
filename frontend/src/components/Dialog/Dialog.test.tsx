import { describe, expect, it } from 'vitest';
import { Profiler, useState, type ReactNode } from 'react';
import { MantineProvider, Modal } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { Dialog } from './Dialog';

function Opener() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="A dialog">
        <p>Inside</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  /** The commits of `ui` from its mount, as the app runs Mantine (not in its test mode). */
  function commitsOfMount(ui: ReactNode): string[] {
    const phases: string[] = [];
    render(
      <MantineProvider>
        <Profiler id="dialog" onRender={(_id, phase) => phases.push(phase)}>
          {ui}
        </Profiler>
      </MantineProvider>,
    );
    return phases;
  }

  it('renders once in the commit that mounts it, where a closed Modal renders again before the paint', () => {
    const closed = <Modal opened={false} onClose={() => undefined} title="Closed" />;
    // 'nested-update': rendered again within the mount's commit.
    expect(commitsOfMount(closed)).toContain('nested-update');
    const dialog = <Dialog opened={false} onClose={() => undefined} title="Closed" />;
    expect(commitsOfMount(dialog)).toEqual(['mount']);
  });

  it('joins the page closed after the first frame', async () => {
    renderWithProviders(<Dialog opened={false} onClose={() => undefined} title="Later" />);
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
    await waitFor(() => expect(document.querySelector('.mantine-Modal-root')).not.toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens at its first opening', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <Opener />
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'A dialog' })).toBeInTheDocument();
  });

  it('opens, closes and opens again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'A dialog' })).toBeInTheDocument();
    expect(screen.getByText('Inside')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'A dialog' })).toBeInTheDocument();
  });

  it('opens at once when it is first rendered open', async () => {
    renderWithProviders(
      <Dialog opened onClose={() => undefined} title="Open from the start">
        <p>Body</p>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Open from the start' })).toBeInTheDocument();
  });
});
