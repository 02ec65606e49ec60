// Editing or adding one cluster setting: the value, the scope (transient is deprecated by
// Elasticsearch but still accepted) and the exact request, shown before Apply sends it. Reset
// removes the value from the scope that sets it (null), after a confirmation. A refusal shows the
// cluster's reason in the dialog and keeps the input; success notifies and the settings reload.
import { useState } from 'react';
import { Button, Code, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { usePutClusterSettingMutation } from '../../api/clusterSettingsApi';
import { successNotification } from '../../api/notifications';
import {
  settingChangeRequestText,
  type SettingChange,
  type SettingScope,
} from '../../api/operations/clusterSettings';
import { confirm } from '../../components/ConfirmDialog/confirm';
import { DialogForm, FormDialog } from '../../components/FormDialog/FormDialog';
import { ErrorReason } from '../../components/ErrorReason/ErrorReason';
import { notifyContent } from '../../components/Notifications/notifyRequestError';
import { valueText, type SettingRow } from './settingRows';
import { isSettingName, parseSettingInput } from './settingValue';
import { SegmentSwitch } from '../../components/SegmentSwitch/SegmentSwitch';
import { WRITE_NEEDS } from '../../engine/writeNeeds';

/** The row to edit, or 'new' to add a setting by name. */
export type SettingDialogTarget = SettingRow | 'new';

interface SettingDialogProps {
  target: SettingDialogTarget | null;
  onClose: () => void;
}

export function SettingDialog({ target, onClose }: SettingDialogProps) {
  const { t } = useTranslation();
  const title =
    target === 'new'
      ? t('clusterSettings.dialog.addTitle')
      : t('clusterSettings.dialog.editTitle', { name: target?.name ?? '' });
  return (
    <FormDialog opened={target !== null} onClose={onClose} title={title} size={640} maw="95vw">
      {target !== null && <SettingForm target={target} onClose={onClose} />}
    </FormDialog>
  );
}

function SettingForm({ target, onClose }: { target: SettingDialogTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const row = target === 'new' ? null : target;
  const [name, setName] = useState(row?.name ?? '');
  const [text, setText] = useState(row ? valueText(row.value) : '');
  const [scope, setScope] = useState<SettingScope>(
    row?.source === 'transient' ? 'transient' : 'persistent',
  );
  const [put, { isLoading, error }] = usePutClusterSettingMutation();
  const change: SettingChange = { name: name.trim(), scope, value: parseSettingInput(text) };
  const validName = isSettingName(name);
  // An empty value is never sent: Reset (or the text null) removes a setting.
  const canSubmit = validName && text.trim() !== '';

  const send = async (next: SettingChange) => {
    const result = await put(next);
    if (result.error) return;
    const done = t('components.settingChange.done', { name: next.name });
    notifyContent(successNotification(done, result.data), t);
    onClose();
  };
  const resetScope = row && row.source !== 'default' ? row.source : null;
  const onReset = async () => {
    if (!resetScope) return;
    const removal: SettingChange = { name: change.name, scope: resetScope, value: null };
    const ok = await confirm({
      title: t('clusterSettings.dialog.resetTitle', { name: removal.name }),
      message: `${t('components.settingChange.question')}\n\n${settingChangeRequestText(removal)}`,
      confirmLabel: t('components.settingChange.send'),
    });
    if (ok) await send(removal);
  };

  return (
    <DialogForm
      need={WRITE_NEEDS.clusterSettings}
      onSubmit={() => send(change)}
      canSubmit={canSubmit}
      busy={isLoading}
      onClose={onClose}
      closeLabel={t('clusterSettings.dialog.close')}
      submitLabel={t('clusterSettings.dialog.apply')}
      error={<ErrorReason error={error} refused />}
      extraAction={
        resetScope && (
          <Button variant="light" color="red" onClick={() => void onReset()} disabled={isLoading}>
            {t('clusterSettings.dialog.reset', {
              scope: t(`components.allocationEnable.source.${resetScope}`),
            })}
          </Button>
        )
      }
    >
      {row === null && (
        <TextInput
          label={t('clusterSettings.dialog.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={name !== '' && !validName ? t('clusterSettings.dialog.badName') : undefined}
          data-autofocus
          required
        />
      )}
      <Textarea
        label={t('clusterSettings.dialog.value')}
        description={t('clusterSettings.dialog.valueHelp')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={1}
        maxRows={6}
        data-autofocus={row !== null || undefined}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="setting-scope-label">
          {t('clusterSettings.dialog.scope')}
        </Text>
        <SegmentSwitch
          aria-labelledby="setting-scope-label"
          data={[
            { value: 'persistent', label: t('components.allocationEnable.source.persistent') },
            { value: 'transient', label: t('components.allocationEnable.source.transient') },
          ]}
          value={scope}
          onChange={setScope}
        />
        <Text size="xs" c={scope === 'transient' ? 'orange' : 'dimmed'}>
          {t(`clusterSettings.dialog.scopeHelp.${scope}`)}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('clusterSettings.dialog.request')}
        </Text>
        <Code block data-testid="setting-request">
          {settingChangeRequestText(change)}
        </Code>
      </Stack>
    </DialogForm>
  );
}
