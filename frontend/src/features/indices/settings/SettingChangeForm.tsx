// The "Add or change a setting" form of the settings dialog, for one index or several at once:
// the setting's name (the common dynamic ones suggested) and its value, then the exact request
// before it is sent. A setting an open index accepts is applied with one PUT; one it refuses goes
// through the guided close, apply, open after a confirmation (GuidedChangeView), which closes and
// opens only the indices that were open: on indices all closed already it is one PUT as well. A
// run that stops says so in a notification, naming the indices it left closed (useSettingChange).
import { useEffect, useRef } from 'react';
import { Autocomplete, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { settingsStepRequest } from '../../../api/operations/indexSettings';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';
import { useEngine } from '../../../engine/useEngine';
import { GuidedChangeView, RunOutcome } from './GuidedChangeView';
import { isSettingKey, suggestedSettings, type SettingDraft } from './settingChange';
import { targetName } from './settingsMessages';
import type { GuidedChange } from './useGuidedChange';
import { useSettingChange } from './useSettingChange';

/**
 * Both fields of the row: the label, the input, then the help or the error, so that the two
 * inputs start at the same height whichever of them has a help or an error.
 */
const FIELD_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

interface SettingChangeFormProps {
  indices: readonly string[];
  /** The open ones among them, which the guided change closes and opens again. */
  toggled: readonly string[];
  /** The guided change, kept by the dialog so that a new form (Edit on a row) does not lose it. */
  guided: GuidedChange;
  /** What the form starts with: empty, or a row's setting to edit. */
  initial: SettingDraft;
  /** Puts the cursor in the value field at once (the form opened on a row's setting). */
  focusValue?: boolean;
}

export function SettingChangeForm(props: SettingChangeFormProps) {
  const { indices, toggled, guided, focusValue } = props;
  const { t } = useTranslation();
  const engine = useEngine();
  const { draft, edit, body, staticKeys, closedKeys, running, putState, apply, reopen, submit } =
    useSettingChange(props);
  const valueRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusValue) valueRef.current?.focus();
  }, [focusValue]);
  const toggledTarget = targetName(t, toggled);

  const badKey = draft.key.trim() !== '' && !isSettingKey(draft.key);
  return (
    <form onSubmit={submit} aria-label={t('indices.settingsDialog.form.title')}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('indices.settingsDialog.form.title')}
        </Text>
        <Group grow align="flex-start" gap="sm">
          <Autocomplete
            label={t('indices.settingsDialog.form.key')}
            placeholder="index.number_of_replicas"
            data={suggestedSettings(engine)}
            limit={40}
            maxDropdownHeight={260}
            value={draft.key}
            onChange={(key) => edit({ ...draft, key })}
            error={badKey ? t('indices.settingsDialog.form.badKey') : undefined}
            disabled={running}
            inputWrapperOrder={FIELD_ORDER}
          />
          <TextInput
            ref={valueRef}
            label={t('indices.settingsDialog.form.value')}
            description={t('indices.settingsDialog.form.valueHelp')}
            value={draft.value}
            onChange={(event) => edit({ ...draft, value: event.currentTarget.value })}
            disabled={running}
            inputWrapperOrder={FIELD_ORDER}
          />
        </Group>
        {body === null ? (
          <Text size="sm" c="dimmed">
            {t('indices.settingsDialog.form.hint')}
          </Text>
        ) : staticKeys.length > 0 ? (
          <GuidedChangeView
            indices={indices}
            toggled={toggled}
            staticKeys={staticKeys}
            body={body}
            steps={guided.kept ? null : guided.steps}
            target={toggledTarget}
            onReopen={() => void reopen()}
          />
        ) : (
          <Stack gap={4}>
            {closedKeys.length > 0 && (
              <Text size="sm" data-testid="closed-apply">
                {t('indices.settingsDialog.guided.closedApply', {
                  count: indices.length,
                  keys: closedKeys.join(', '),
                })}
              </Text>
            )}
            <RequestPreview
              request={settingsStepRequest({ step: 'apply', indices, body })}
              testId="settings-request"
            />
          </Stack>
        )}
        {guided.kept && guided.steps && (
          <RunOutcome
            steps={guided.steps}
            count={toggled.length}
            target={toggledTarget}
            onReopen={() => void reopen()}
          />
        )}
        <ErrorReason error={putState.error} />
        <Group justify="flex-end" gap="xs">
          {staticKeys.length > 0 && (
            <Button
              variant="light"
              onClick={() => void apply()}
              disabled={running}
              loading={putState.isLoading}
            >
              {t('indices.settingsDialog.guided.applyOpen')}
            </Button>
          )}
          <Button
            type="submit"
            disabled={body === null}
            loading={staticKeys.length > 0 ? running : putState.isLoading}
          >
            {staticKeys.length > 0
              ? t('indices.settingsDialog.guided.run')
              : t('indices.settingsDialog.form.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
