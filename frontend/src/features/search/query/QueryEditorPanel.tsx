// 'Customize query': a toggle, persisted, revealing the JSON editor (400 px by
// default, resizable), where Ctrl/Cmd-Enter runs the search, and 'Reset query'.
import { Collapse } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { ResizableContainer } from '../../../components/ResizableContainer/ResizableContainer';
import { PlainButton } from '../../../components/PlainControls/plainButtons';
import { PlainGroup, PlainStack } from '../../../components/PlainControls/plainLayout';

interface QueryEditorPanelProps {
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  text: string;
  onTextChange: (text: string) => void;
  onRun: () => void;
  onReset: () => void;
}

export function QueryEditorPanel({
  shown,
  onShownChange,
  text,
  onTextChange,
  onRun,
  onReset,
}: QueryEditorPanelProps) {
  const { t } = useTranslation();
  const Chevron = shown ? IconChevronUp : IconChevronDown;
  return (
    <PlainStack gap="xs">
      <PlainGroup gap="xs">
        <PlainButton
          variant="subtle"
          size="compact-sm"
          leftSection={<Chevron size={14} />}
          aria-expanded={shown}
          onClick={() => onShownChange(!shown)}
        >
          {t('search.customize.toggle')}
        </PlainButton>
        {shown && (
          <PlainButton variant="subtle" size="compact-sm" color="gray" onClick={onReset}>
            {t('search.customize.reset')}
          </PlainButton>
        )}
      </PlainGroup>
      <Collapse in={shown} transitionDuration={150}>
        {shown && (
          <ResizableContainer panel="searchQuery">
            <CodeEditor
              value={text}
              onChange={onTextChange}
              onSubmit={onRun}
              label={t('search.customize.editor')}
            />
          </ResizableContainer>
        )}
      </Collapse>
    </PlainStack>
  );
}
