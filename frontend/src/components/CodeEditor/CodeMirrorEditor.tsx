// Loaded on demand (see CodeEditor.tsx): everything that pulls in CodeMirror lives behind this
// module so the first page load stays small.
import { useRef } from 'react';
import { Box, Button, Group, Text, useComputedColorScheme } from '@mantine/core';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../i18n/translate';
import { notify } from '../Notifications/notificationStore';
import { selectCodeEditor, setWrapLines, type CodeEditorState } from './codeEditorSlice';
import type { CodeEditorProps } from './types';
import { editorPhrases } from './phrases';
import { useCodeMirror } from './useCodeMirror';

export default function CodeMirrorEditor(props: CodeEditorProps) {
  const {
    value,
    onChange,
    changeDelayMs,
    onPasteText,
    onSubmit,
    readOnly = false,
    language = 'json',
    height = '100%',
    label,
    actions,
    problem,
    completions,
    warnings,
  } = props;
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const settings = useSelector((state: { codeEditor: CodeEditorState }) => selectCodeEditor(state));
  const scheme = useComputedColorScheme('light');
  const hostRef = useRef<HTMLDivElement>(null);
  const name = label ?? t('components.codeEditor.label');
  const runCommand = useCodeMirror(hostRef, {
    value,
    onChange,
    changeDelayMs,
    onPasteText,
    onSubmit,
    completions,
    warnings,
    readOnly,
    language,
    vimMode: settings.vimMode && !readOnly,
    wrapLines: settings.wrapLines,
    scheme,
    problemAt: problem?.position ?? null,
    // The editing area itself carries the name: screen readers announce it on focus.
    label: name,
    phrases: editorPhrases(t),
    onBeautifyError: (message) =>
      notify({
        color: 'yellow',
        timeout: 5000,
        title: t('components.codeEditor.notJson'),
        body: message,
      }),
  });

  return (
    <Box h={height} style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Group gap={4} py={4} wrap="wrap" justify="space-between">
        <Group gap={4}>
          {!readOnly && (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => runCommand('beautify')}
              title="Ctrl+Alt+L"
            >
              {t('components.codeEditor.beautify')}
            </Button>
          )}
          <Button
            size="compact-xs"
            variant={settings.wrapLines ? 'filled' : 'default'}
            aria-pressed={settings.wrapLines}
            onClick={() => dispatch(setWrapLines(!settings.wrapLines))}
          >
            {t('components.codeEditor.wrapLines')}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => runCommand('collapseAll')}>
            {t('components.codeEditor.collapseAll')}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => runCommand('expandAll')}>
            {t('components.codeEditor.expandAll')}
          </Button>
        </Group>
        {actions && <Group gap={4}>{actions}</Group>}
      </Group>
      {/* Above the editor, so a tall editor never pushes it out of view. */}
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" pb={4}>
          {problem.message}
        </Text>
      )}
      <Box
        ref={hostRef}
        role="group"
        aria-label={name}
        style={{
          flex: 1,
          minHeight: 0,
          border: `1px solid var(--mantine-color-${problem ? 'error' : 'default-border'})`,
        }}
      />
    </Box>
  );
}
