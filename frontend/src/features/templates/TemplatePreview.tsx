// The engine's preview of a composable template: the overlapping templates in words (which one
// wins, or that the engine refuses two of the same priority), then the settings, mappings and
// aliases an index matching it would get, read-only, one tab each.
import { useMemo, useState } from 'react';
import { Alert, Code, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation, type TFunction } from '../../i18n/translate';
import { CodeViewer } from '../../components/CodeEditor/CodeEditor';
import { stringifyJson } from '../../lib/json';
import { TEMPLATE_SECTIONS } from './composableTemplate';
import { sectionLabel } from './TemplateSectionsEditor';
import type { OverlapNote, SimulatedTemplate } from './templateSimulation';

interface TemplatePreviewProps {
  /** The request that gave it, as sent. */
  request: string;
  result: SimulatedTemplate;
  notes: readonly OverlapNote[];
}

function noteText(t: TFunction, note: OverlapNote): string {
  const words = {
    name: note.name,
    patterns: note.patterns.join(', '),
    priority: note.priority ?? 0,
  };
  switch (note.relation) {
    case 'higher':
      return t('templates.composable.overlapHigher', words);
    case 'same':
      return t('templates.composable.overlapSame', words);
    case 'lower':
      return t('templates.composable.overlapLower', words);
    case 'unknown':
      return t('templates.composable.overlapUnknown', words);
  }
}

export function TemplatePreview({ request, result, notes }: TemplatePreviewProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('settings');
  const texts = useMemo(
    () => ({
      settings: stringifyJson(result.settings, 2),
      mappings: stringifyJson(result.mappings, 2),
      aliases: stringifyJson(result.aliases, 2),
    }),
    [result],
  );
  return (
    <Stack gap="xs" data-testid="template-preview">
      <Text size="sm" fw={500}>
        {t('templates.composable.previewTitle')} <Code>{request}</Code>
      </Text>
      {notes.length === 0 ? (
        <Text size="sm">{t('templates.composable.noOverlap')}</Text>
      ) : (
        notes.map((note) => (
          <Alert
            key={note.name}
            p="xs"
            variant="light"
            color={
              note.relation === 'same' ? 'red' : note.relation === 'higher' ? 'orange' : 'blue'
            }
          >
            <Text size="sm">{noteText(t, note)}</Text>
          </Alert>
        ))
      )}
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          {TEMPLATE_SECTIONS.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {sectionLabel(t, section)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TEMPLATE_SECTIONS.map((section) => (
          <Tabs.Panel key={section} value={section} pt="xs">
            <CodeViewer
              value={texts[section]}
              height={220}
              label={t('templates.composable.resultViewer', { section: sectionLabel(t, section) })}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
