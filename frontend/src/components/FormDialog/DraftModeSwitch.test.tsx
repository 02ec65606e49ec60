import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { DraftModeSwitch } from './DraftModeSwitch';
import type { EditorMode } from './useDraftEditor';

const LABELS = { form: 'Form', json: 'JSON' };

const editorIn = (mode: EditorMode, modeProblem: string | null = null) => ({
  draft: { mode },
  switchTo: vi.fn(),
  modeProblem,
});

describe('DraftModeSwitch', () => {
  it('names the views, checks the shown one and asks for the other', async () => {
    const editor = editorIn('form');
    renderWithProviders(<DraftModeSwitch editor={editor} label="View" modeLabels={LABELS} />);
    expect(screen.getByRole('radiogroup', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Form' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    expect(editor.switchTo).toHaveBeenCalledWith('json');
  });

  it('says why the last switch was refused', () => {
    const editor = editorIn('json', 'The form cannot show this field');
    renderWithProviders(<DraftModeSwitch editor={editor} label="View" modeLabels={LABELS} />);
    expect(screen.getByRole('radio', { name: 'JSON' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('The form cannot show this field');
  });
});
