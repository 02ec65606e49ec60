import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { useReportChanges, type DiscardGuard } from '../FormDialog/useDiscardGuard';
import { ListEditorDialog } from './ListEditorDialog';
import type { EditorState } from './listEditing';

interface Row {
  name: string;
}

const DISCARD = {
  title: 'Drop the draft?',
  message: 'The draft will be lost.',
  confirm: 'Drop it',
  keepEditing: 'Keep it',
};

function Form({ editing, guard }: { editing: Row | null; guard: DiscardGuard }) {
  const [text, setText] = useState(editing?.name ?? '');
  useReportChanges(guard, text !== (editing?.name ?? ''));
  return <input aria-label="Name" value={text} onChange={(event) => setText(event.target.value)} />;
}

function renderDialog(state: EditorState<Row>, onClose = vi.fn()) {
  renderWithProviders(
    <ListEditorDialog
      state={state}
      onClose={onClose}
      discard={DISCARD}
      title={(editing) => (editing ? `Edit ${editing.name}` : 'New row')}
      size={500}
    >
      {(editing, guard) => <Form editing={editing} guard={guard} />}
    </ListEditorDialog>,
  );
  return onClose;
}

describe('ListEditorDialog', () => {
  it('shows nothing while closed', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is titled for a new item and gives the form no row', async () => {
    renderDialog({ kind: 'new' });
    const dialog = await screen.findByRole('dialog', { name: 'New row' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('is titled for the row it edits and gives the form that row', async () => {
    renderDialog({ kind: 'edit', row: { name: 'alpha' } });
    const dialog = await screen.findByRole('dialog', { name: 'Edit alpha' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('alpha');
  });

  it('closes at once when nothing changed', async () => {
    const onClose = renderDialog({ kind: 'new' });
    const dialog = await screen.findByRole('dialog', { name: 'New row' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: DISCARD.title })).toBeNull();
  });

  it('asks its discard question before dropping typed input', async () => {
    const onClose = renderDialog({ kind: 'edit', row: { name: 'alpha' } });
    const dialog = await screen.findByRole('dialog', { name: 'Edit alpha' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), '2');
    await userEvent.keyboard('{Escape}');
    let question = await screen.findByRole('dialog', { name: DISCARD.title });
    expect(question).toHaveTextContent(DISCARD.message);
    await userEvent.click(within(question).getByRole('button', { name: DISCARD.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD.title })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Escape}');
    question = await screen.findByRole('dialog', { name: DISCARD.title });
    await userEvent.click(within(question).getByRole('button', { name: DISCARD.confirm }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
