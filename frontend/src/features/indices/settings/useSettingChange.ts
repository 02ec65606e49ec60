// What the settings change form does with its draft: the change it makes and the body of the
// request, which of its keys an open index refuses (sent through the guided close, apply, open)
// and which are sent as is to indices all closed already, and the sending itself. A change an
// open index accepts is applied with one PUT, after which the form starts empty; the guided run
// is confirmed first. A run that stops says so in a notification, naming the indices it left
// closed. Any edit drops the last refusal and the finished run.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import { notify } from '../../../components/Notifications/notificationStore';
import { NOTIFICATION_TIMEOUT } from '../../../api/notifications';
import { isRunning } from './guidedChange';
import {
  draftChange,
  EMPTY_DRAFT,
  needsClosedIndex,
  settingsChangeBody,
  type SettingDraft,
} from './settingChange';
import { guidedQuestion, listedNames, targetName } from './settingsMessages';
import { usePutIndexSettingsMutation } from './settingsApi';
import type { GuidedChange, GuidedOutcome } from './useGuidedChange';

interface SettingChangeOptions {
  indices: readonly string[];
  /** The open ones among them, which the guided change closes and opens again. */
  toggled: readonly string[];
  guided: GuidedChange;
  initial: SettingDraft;
}

export function useSettingChange(options: SettingChangeOptions) {
  const { indices, toggled, guided, initial } = options;
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [draft, setDraft] = useState(initial);
  const [put, putState] = usePutIndexSettingsMutation();
  const change = draftChange(draft);
  const body = change && settingsChangeBody(change);
  // On indices all closed already, a setting an open index refuses is sent as is.
  const staticKeys = change && toggled.length > 0 ? needsClosedIndex(Object.keys(change)) : [];
  const closedKeys = change && toggled.length === 0 ? needsClosedIndex(Object.keys(change)) : [];
  const running = guided.steps !== null && isRunning(guided.steps);
  const target = targetName(t, indices);

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

  return { draft, edit, body, staticKeys, closedKeys, running, putState, apply, reopen, submit };
}
