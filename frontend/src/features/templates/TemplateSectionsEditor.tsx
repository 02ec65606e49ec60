// The template's own settings, mappings and aliases, one JSON editor per tab. The tab of a
// section that is not a JSON object is marked, and its editor shows where it goes wrong.
import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation, type TFunction } from '../../i18n/translate';
import { CodeEditor } from '../../components/CodeEditor/CodeEditor';
import type { EditorProblem } from '../../components/CodeEditor/types';
import { TEMPLATE_SECTIONS, type TemplateSection } from './composableTemplate';

/** A section's name as the editor says it. */
export function sectionLabel(t: TFunction, section: TemplateSection): string {
  return t(`templates.composable.sections.${section}`);
}

interface TemplateSectionsEditorProps {
  sections: Record<TemplateSection, string>;
  onChange: (section: TemplateSection, text: string) => void;
  /** The section in error and what is wrong with it; null when all are objects. */
  problem: { section: TemplateSection; problem: EditorProblem } | null;
}

export function TemplateSectionsEditor({
  sections,
  onChange,
  problem,
}: TemplateSectionsEditorProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('settings');
  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List>
        {TEMPLATE_SECTIONS.map((section) => (
          <Tabs.Tab
            key={section}
            value={section}
            color={problem?.section === section ? 'red' : undefined}
            leftSection={
              problem?.section === section ? (
                <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" aria-hidden />
              ) : undefined
            }
          >
            {sectionLabel(t, section)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TEMPLATE_SECTIONS.map((section) => (
        <Tabs.Panel key={section} value={section} pt="xs">
          <CodeEditor
            value={sections[section]}
            onChange={(text) => onChange(section, text)}
            height={240}
            label={t('templates.composable.sectionEditor', { section: sectionLabel(t, section) })}
            problem={problem?.section === section ? problem.problem : null}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
