// The exact simulate request, shown before it is sent: method, path and JSON body, in a part the
// user can fold away.
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { simulateRequestLine, type SimulateRequest } from '../../../api/operations/ingestSimulate';
import { RequestPreview as Preview } from '../../../components/RequestPreview/RequestPreview';
import { parseRequestText } from '../../../components/RequestPreview/previewedRequest';

export function RequestPreview({ request }: { request: SimulateRequest }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const { method, path } = parseRequestText(simulateRequestLine(request));
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        leftSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        onClick={() => setOpen(!open)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('ingest.simulator.request')}
      </Button>
      {open && (
        <Preview
          request={{ method, path, body: request.body }}
          untitled
          testId="simulate-request"
        />
      )}
    </Stack>
  );
}
