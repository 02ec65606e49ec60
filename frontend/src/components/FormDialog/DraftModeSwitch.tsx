// The switch between an editor's form and its JSON text, and, under it, why the last switch was
// refused (the text the form cannot show, or JSON that does not read).
import { Alert } from '@mantine/core';
import { SegmentSwitch } from '../SegmentSwitch/SegmentSwitch';
import type { DraftEditor, EditorMode } from './useDraftEditor';

interface DraftModeSwitchProps {
  /** The editor's state (useDraftEditor): the view shown, the switch, why it was refused. */
  editor: Pick<DraftEditor<{ mode: EditorMode }, unknown>, 'draft' | 'switchTo' | 'modeProblem'>;
  /** The switch's accessible name. */
  label: string;
  /** What each view is called on its segment. */
  modeLabels: Record<EditorMode, string>;
}

export function DraftModeSwitch({ editor, label, modeLabels }: DraftModeSwitchProps) {
  const modes = [
    { value: 'form', label: modeLabels.form },
    { value: 'json', label: modeLabels.json },
  ] as const;
  return (
    <>
      <SegmentSwitch<EditorMode>
        aria-label={label}
        data={modes}
        value={editor.draft.mode}
        size="xs"
        onChange={editor.switchTo}
      />
      {editor.modeProblem !== null && (
        <Alert color="orange" p="xs" role="alert">
          {editor.modeProblem}
        </Alert>
      )}
    </>
  );
}
