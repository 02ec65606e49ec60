// The "Add or change a setting" form of the settings dialog, for one index or several at once:
// the setting's name (the common dynamic ones suggested) and its value, then the exact request
// before it is sent. A setting an open index accepts is applied with one PUT; one it refuses goes
// through the guided close, apply, open after a confirmation (GuidedChangeView), which closes and
// opens only the indices that were open: on indices all closed already it is one PUT as well. A
// run that stops says so in a notification, naming the indices it left closed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Autocomplete, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { settingsStepRequest, stepRequestText } from '../../../api/operations/indexSettings';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { useClusterFeedback } from '../../../components/Feedback/feedback';
import { notify } from '../../../components/Notifications/notificationStore';
import { NOTIFICATION_TIMEOUT } from '../../../api/notifications';
import { useActiveCluster } from '../../../store/hooks';
import { GuidedChangeView, RunOutcome } from './GuidedChangeView';
import { isRunning } from './guidedChange';
import {
  draftChange,
  EMPTY_DRAFT,
  isSettingKey,
  needsClosedIndex,
  settingsChangeBody,
  suggestedSettings,
  type SettingDraft,
} from './indexSettings';
import { guidedQuestion, listedNames, targetName } from './settingsMessages';
import { usePutIndexSettingsMutation } from './settingsApi';
import type { GuidedChange, GuidedOutcome } from './useGuidedChange';

/** A long request wraps rather than scroll: a scrolling box would need the keyboard's focus. */
const WRAP = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

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
  const { indices, toggled, guided, initial, focusValue } = props;
  const { t } = useTranslation();
  const distribution = useActiveCluster()?.distribution ?? 'elasticsearch';
  const feedback = useClusterFeedback(distribution);
  const [draft, setDraft] = useState(initial);
  const [put, putState] = usePutIndexSettingsMutation();
  const valueRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusValue) valueRef.current?.focus();
  }, [focusValue]);
  const change = draftChange(draft);
  const body = change && settingsChangeBody(change);
  // On indices all closed already, a setting an open index refuses is sent as is.
  const staticKeys = change && toggled.length > 0 ? needsClosedIndex(Object.keys(change)) : [];
  const closedKeys = change && toggled.length === 0 ? needsClosedIndex(Object.keys(change)) : [];
  const running = guided.steps !== null && isRunning(guided.steps);
  const target = targetName(t, indices);
  const toggledTarget = targetName(t, toggled);

  const edit = (next: SettingDraft) => {
    setDraft(next);
    putState.reset();
    guided.reset();
  };

  const apply = async () => {
    if (!body) return;
    try {
      const answer = await put({ indices, body }).unwrap();
      feedback.succeeded(t('indices.settingsDialog.applied', { target }), answer);
      edit(EMPTY_DRAFT);
    } catch {
      // The form shows the cluster's reason itself.
    }
  };

  /** The notifications of a run that stopped: the cluster's reason, and what it left closed. */
  const reportStopped = (outcome: GuidedOutcome) => {
    if (outcome.ok) return;
    feedback.failed(outcome.error);
    const closed = outcome.stillClosed;
    if (closed.length === 0) return;
    notify({
      color: 'yellow',
      timeout: NOTIFICATION_TIMEOUT.error,
      title: t('indices.settingsDialog.guided.stoppedTitle'),
      body: t('indices.settingsDialog.guided.leftClosed', {
        count: closed.length,
        names: listedNames(t, closed, 10).join(', '),
      }),
    });
  };

  const closeApplyOpen = async () => {
    if (!body) return;
    if (!(await feedback.ask(guidedQuestion(t, toggled)))) return;
    putState.reset();
    const outcome = await guided.start(body);
    if (outcome.ok)
      feedback.succeeded(t('indices.settingsDialog.applied', { target }), outcome.answer);
    else reportStopped(outcome);
  };

  const reopen = async () => reportStopped(await guided.reopen());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body || putState.isLoading || running) return;
    void (staticKeys.length > 0 ? closeApplyOpen() : apply());
  };

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
            data={suggestedSettings(distribution)}
            limit={40}
            maxDropdownHeight={260}
            value={draft.key}
            onChange={(key) => edit({ ...draft, key })}
            error={badKey ? t('indices.settingsDialog.form.badKey') : undefined}
            disabled={running}
          />
          <TextInput
            ref={valueRef}
            label={t('indices.settingsDialog.form.value')}
            description={t('indices.settingsDialog.form.valueHelp')}
            value={draft.value}
            onChange={(event) => edit({ ...draft, value: event.currentTarget.value })}
            disabled={running}
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
            <Text size="sm" fw={500}>
              {t('indices.settingsDialog.form.request')}
            </Text>
            <Code block data-testid="settings-request" style={WRAP}>
              {stepRequestText(settingsStepRequest({ step: 'apply', indices, body }))}
            </Code>
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
