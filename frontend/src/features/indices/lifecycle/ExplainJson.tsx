// The explain answer as the engine sent it, read-only and folded away until asked for.
import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { CodeViewer } from '../../../components/CodeEditor/CodeEditor';
import { stringifyJson } from '../../../lib/json';

export function ExplainJson({ raw }: { raw: unknown }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const json = useMemo(() => (shown ? stringifyJson(raw, 2) : ''), [raw, shown]);
  const Icon = shown ? IconChevronDown : IconChevronRight;
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        leftSection={<Icon size={14} />}
        aria-expanded={shown}
        onClick={() => setShown(!shown)}
      >
        {t('indices.lifecycle.explain.json')}
      </Button>
      {shown && (
        <CodeViewer value={json} height={260} label={t('indices.lifecycle.explain.json')} />
      )}
    </Stack>
  );
}
