// The exact simulate request, shown before it is sent: method, path and JSON body, in a part the
// user can fold away.
import { useState } from 'react';
import { Button, Code, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { simulateRequestLine, type SimulateRequest } from '../../../api/operations/ingestSimulate';
import { stringifyJson } from '../../../lib/json';

const WRAP = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 300 } as const;

export function RequestPreview({ request }: { request: SimulateRequest }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        leftSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        onClick={() => setOpen(!open)}
      >
        {t('ingest.simulator.request')}
      </Button>
      {open && (
        <Code
          block
          data-testid="simulate-request"
          tabIndex={0}
          style={{ ...WRAP, width: '100%', overflow: 'auto' }}
        >
          {`${simulateRequestLine(request)}\n${stringifyJson(request.body, 2)}`}
        </Code>
      )}
    </Stack>
  );
}
