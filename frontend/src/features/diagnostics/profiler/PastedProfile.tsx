// A profile pasted from elsewhere (a REST console answer, a log): read as it is typed, or why
// the text holds none.
import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { readProfileText, type ProfileTextError } from '../../../engine/diagnostics/profileText';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { ProfileShards } from './ProfileShards';

/** Why a pasted text gives no profile, in words. */
export function pasteErrorText(error: ProfileTextError, t: TFunction): string {
  switch (error.code) {
    case 'notJson':
      return t('diagnostics.profiler.paste.notJson', { position: error.position });
    case 'error':
      return t('diagnostics.profiler.paste.error', { reason: error.reason });
    default:
      return t(`diagnostics.profiler.paste.${error.code}`);
  }
}

export function PastedProfile() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const read = readProfileText(text);
  return (
    <Stack gap="sm">
      <CodeEditor
        value={text}
        onChange={setText}
        changeDelayMs={300}
        height={220}
        label={t('diagnostics.profiler.pasteEditor')}
      />
      {read.ok ? (
        <ProfileShards profile={read.profile} />
      ) : (
        read.error.code !== 'empty' && (
          <Alert color="yellow" role="alert">
            {pasteErrorText(read.error, t)}
          </Alert>
        )
      )}
      {!read.ok && read.error.code === 'empty' && (
        <Alert color="gray" role="status">
          {t('diagnostics.profiler.paste.empty')}
        </Alert>
      )}
    </Stack>
  );
}
