// The pipeline editor: a new pipeline's name (refused when a listed pipeline has it) or an
// existing one's (fixed), and its body in the form or as JSON, kept in step. The exact
// PUT _ingest/pipeline/{id} shows before it is sent; the engine's refusal stays in the dialog with
// everything typed. A second tab runs the simulator on the draft. Closing with changes asks first.
import type { EditorState } from '../../components/ListScreen/listEditing';
import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { CodeEditor } from '../../components/CodeEditor/CodeEditor';
import { CallDialogForm } from '../../components/FormDialog/CallDialogForm';
import { useIngestPipelineListQuery, usePutIngestPipelineMutation } from './ingestPipelinesApi';
import { PipelineFormFields } from './PipelineFormFields';
import { PipelineRequest } from './PipelineRequest';
import type { PipelineRow } from './pipelineRows';
import { PipelineSimulator } from './simulator/PipelineSimulator';
import type { DiscardGuard } from '../../components/FormDialog/useDiscardGuard';
import { ListEditorDialog } from '../../components/ListScreen/ListEditorDialog';
import { discardTexts } from '../../components/ListScreen/listTexts';
import { useFeedback } from '../../components/Feedback/useFeedback';
import { usePipelineEditor } from './usePipelineEditor';
import { NameField } from '../../components/FormDialog/NameField';
import { DraftModeSwitch } from '../../components/FormDialog/DraftModeSwitch';
import { draftTextProblem } from '../../components/FormDialog/draftTextProblem';
import { WRITE_NEEDS } from '../../engine/writeNeeds';

/** Closed, a new pipeline, or the listed pipeline to edit. */
export type PipelineEditorState = EditorState<PipelineRow>;

interface DialogProps {
  state: PipelineEditorState;
  onClose: () => void;
}

export function PipelineEditorDialog({ state, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <ListEditorDialog
      state={state}
      onClose={onClose}
      discard={discardTexts(t, 'ingest')}
      title={(editing) =>
        editing
          ? t('ingest.editor.editTitle', { name: editing.name })
          : t('ingest.editor.createTitle')
      }
      size={960}
      maw="95vw"
    >
      {(editing, guard) => <PipelineEditor editing={editing} guard={guard} />}
    </ListEditorDialog>
  );
}

function PipelineEditor({ editing, guard }: { editing: PipelineRow | null; guard: DiscardGuard }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const editor = usePipelineEditor(editing, guard);
  const [tab, setTab] = useState<string | null>('pipeline');
  const [simulated, setSimulated] = useState(false);
  const [put, { isLoading, error, reset }] = usePutIngestPipelineMutation();
  const listed = useIngestPipelineListQuery();
  const id = editor.name.trim();
  const taken = editing === null && (listed.data?.some((row) => row.name === id) ?? false);
  const { draft, body } = editor;
  const edited =
    <T,>(apply: (value: T) => void) =>
    (value: T) => {
      apply(value);
      reset();
    };

  return (
    <Tabs
      value={tab}
      onChange={(next) => {
        setTab(next);
        if (next === 'simulate') setSimulated(true);
      }}
    >
      <Tabs.List mb="sm">
        <Tabs.Tab value="pipeline">{t('ingest.editor.pipelineTab')}</Tabs.Tab>
        <Tabs.Tab value="simulate">{t('ingest.editor.simulate')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="pipeline">
        <CallDialogForm
          need={WRITE_NEEDS.pipelines}
          feedback={feedback}
          send={async () => {
            const answer = await put({ id, body: body.ok ? body.body : {} }).unwrap();
            guard.saved();
            return answer;
          }}
          done={t(editing ? 'ingest.editor.saved' : 'ingest.editor.created', { name: id })}
          canSubmit={id !== '' && !taken && body.ok}
          busy={isLoading}
          error={error}
          onClose={guard.request}
          submitLabel={t(editing ? 'ingest.editor.save' : 'ingest.editor.create')}
        >
          <NameField
            label={t('ingest.editor.name')}
            value={editor.name}
            onChange={(value) => edited(editor.setName)(value)}
            error={taken && t('ingest.editor.nameTaken', { name: id })}
            fixed={editing !== null}
          />
          <DraftModeSwitch
            editor={editor}
            label={t('ingest.editor.mode')}
            modeLabels={{ form: t('ingest.editor.form'), json: t('ingest.editor.jsonMode') }}
          />
          {draft.mode === 'form' ? (
            <PipelineFormFields
              form={draft.form}
              onChange={edited((form) => editor.setDraft({ ...draft, form }))}
            />
          ) : (
            <CodeEditor
              value={draft.text}
              onChange={edited((text: string) => editor.setDraft({ ...draft, text }))}
              height={360}
              label={t('ingest.editor.body')}
              problem={draftTextProblem(editor)}
            />
          )}
          <PipelineRequest id={id} body={body.ok ? body.body : null} problem={editor.problem} />
        </CallDialogForm>
      </Tabs.Panel>
      <Tabs.Panel value="simulate">
        {simulated && (
          <PipelineSimulator
            pipelineId={editing?.name ?? null}
            draft={body.ok ? body.body : null}
          />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
