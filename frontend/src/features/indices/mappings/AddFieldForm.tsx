// The "Add a field" form of the mappings dialog: a name (a dot path adds it under an object), a
// type, an analyzer for text and a scaling factor for scaled_float, the exact request, and the
// call. The engine refuses to change the type of a field that exists and to pass the index's
// field limit; the form says those in words under the engine's own reason.
import { useState } from 'react';
import { Alert, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { mappingPath } from '../../../api/operations/mappings';
import { DialogForm } from '../../../components/FormDialog/FormDialog';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';
import { useEngineFeedback } from '../../../components/Feedback/feedback';
import { useEngineName } from '../../../store/hooks';
import { useEngine } from '../../../engine/useEngine';
import { fieldTypes } from '../../../engine/fieldTypes';
import { canAddField, fieldNameProblem, newField, type AddFieldInput } from './addField';
import { mappingChangeBody, mappingErrorReason } from './mappingChange';
import type { MappingTree } from './mappingTree';
import { usePutMappingMutation } from './mappingsApi';
import { indexNeed } from '../../../engine/writeNeeds';

interface AddFieldFormProps {
  index: string;
  /** The index's fields, so that a field added inside a nested field stays nested. */
  tree: MappingTree;
  onClose: () => void;
}

const EMPTY: AddFieldInput = { name: '', type: 'keyword', analyzer: '', scalingFactor: undefined };

export function AddFieldForm({ index, tree, onClose }: AddFieldFormProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const feedback = useEngineFeedback(engine.name);
  const [input, setInput] = useState<AddFieldInput>(EMPTY);
  const [putMapping, state] = usePutMappingMutation();
  const name = input.name.trim();
  const body = mappingChangeBody(name, newField(input), tree);
  const problem = fieldNameProblem(input.name);
  const change = (next: Partial<AddFieldInput>) => {
    setInput({ ...input, ...next });
    state.reset();
  };
  const send = async () => {
    try {
      const answer = await putMapping({ index, body }).unwrap();
      feedback.succeeded(t('indices.mappingsDialog.add.done', { field: name, index }), answer);
      setInput({ ...EMPTY, type: input.type });
    } catch {
      // The form shows the reason itself.
    }
  };

  return (
    <DialogForm
      need={indexNeed('mapping', index)}
      onSubmit={send}
      canSubmit={canAddField(input)}
      busy={state.isLoading}
      onClose={onClose}
      closeLabel={t('indices.dialog.close')}
      submitLabel={t('indices.mappingsDialog.add.submit')}
      error={<AddFieldError error={state.error} />}
    >
      <Text fw={500}>{t('indices.mappingsDialog.add.title')}</Text>
      <Group grow align="flex-start">
        <TextInput
          label={t('indices.mappingsDialog.add.name')}
          description={t('indices.mappingsDialog.add.nameHint')}
          withAsterisk
          value={input.name}
          error={problem === 'emptyPart' ? t('indices.mappingsDialog.add.emptyPart') : undefined}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
        <Select
          label={t('indices.mappingsDialog.add.type')}
          data={fieldTypes(engine)}
          allowDeselect={false}
          value={input.type}
          onChange={(type) => change({ type: type ?? input.type })}
        />
      </Group>
      {input.type === 'text' && (
        <TextInput
          label={t('indices.mappingsDialog.add.analyzer')}
          description={t('indices.mappingsDialog.add.analyzerHint')}
          placeholder="standard"
          value={input.analyzer}
          onChange={(event) => change({ analyzer: event.currentTarget.value })}
        />
      )}
      {input.type === 'scaled_float' && (
        <NumberInput
          label={t('indices.mappingsDialog.add.scalingFactor')}
          withAsterisk
          placeholder="100"
          min={0}
          value={input.scalingFactor ?? ''}
          onChange={(value) =>
            change({ scalingFactor: typeof value === 'number' ? value : undefined })
          }
        />
      )}
      {problem === null && (
        <RequestPreview
          request={{ method: 'PUT', path: mappingPath(index), body }}
          testId="mapping-request"
        />
      )}
    </DialogForm>
  );
}

/** The engine's reason, and what it means in words when the form knows it. */
function AddFieldError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const engine = useEngineName();
  if (error === undefined || error === null) return null;
  const reason = mappingErrorReason(error);
  return (
    <Stack gap="xs">
      <ErrorReason error={error} />
      {reason !== null && (
        <Alert color="orange" variant="light" p="xs">
          <Text size="sm">
            {reason === 'typeChange'
              ? t('indices.mappingsDialog.add.typeChange', { engine })
              : t('indices.mappingsDialog.add.limit')}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
