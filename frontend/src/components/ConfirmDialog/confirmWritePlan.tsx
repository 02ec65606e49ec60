// The one question an operation of several writes puts to a cluster that asks before writes:
// which cluster, then every request it will send, in order (method and path, the body when
// short; a bulk run as its pattern and how many names it covers; a request sent many times with
// bodies of its own, such as an import's, as its form and how many times it may go), as plain
// text. One answer covers them all. It opens on Cancel, so an Enter pressed as it appears never sends anything.
import { useRef } from 'react';
import { Box, Button, Code, Group, Stack, Text } from '@mantine/core';
import { currentTranslations } from '../../i18n/translate';
import type { PlanEntry, WriteQuestion } from '../../api/client';
import { askInModal } from './confirm';
import { useKeepFocusInside } from './useKeepFocusInside';

/** The longest body shown in full; a longer one is told by its length. */
export const SHOWN_BODY_CHARS = 200;

/**
 * The text of one planned request: method and path (a bulk run's pattern), then the body when
 * short (a bulk run's is the one each of its requests sends; a repeated request's, a sample).
 */
export function planEntryText(entry: PlanEntry): string {
  const { t } = currentTranslations();
  const line = `${entry.method} ${entry.kind === 'batch' ? entry.pattern : entry.path}`;
  const body = entry.kind === 'repeat' ? entry.sample : entry.body;
  if (body === undefined) return line;
  if (body.length <= SHOWN_BODY_CHARS) return `${line}\n${body}`;
  return `${line}\n${t('components.confirmWritePlan.longBody', { count: body.length })}`;
}

/** What a request standing for several says of them: the names it covers, the times it goes. */
function entryCount(entry: PlanEntry): string | null {
  const { t } = currentTranslations();
  if (entry.kind === 'batch')
    return t('components.confirmWritePlan.batch', { count: entry.names.length });
  if (entry.kind === 'repeat')
    return t('components.confirmWritePlan.repeat', { count: entry.times });
  return null;
}

interface PlanBodyProps {
  plan: readonly PlanEntry[];
  onAnswer: (yes: boolean) => void;
}

function PlanBody({ plan, onAnswer }: PlanBodyProps) {
  const { t } = currentTranslations();
  const body = useRef<HTMLDivElement>(null);
  useKeepFocusInside(body);
  return (
    <Stack gap="md" ref={body}>
      <Text size="sm">{t('components.confirmWritePlan.message')}</Text>
      <Box
        component="ol"
        data-testid="write-plan"
        tabIndex={0}
        aria-label={t('components.confirmWritePlan.listLabel')}
        style={{ maxHeight: 320, overflow: 'auto', margin: 0, paddingInlineStart: 24 }}
      >
        {plan.map((entry, at) => {
          const count = entryCount(entry);
          return (
            <li key={at}>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {planEntryText(entry)}
              </Code>
              {count !== null && <Text size="sm">{count}</Text>}
            </li>
          );
        })}
      </Box>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => onAnswer(false)} data-autofocus>
          {t('components.confirm.cancel')}
        </Button>
        <Button onClick={() => onAnswer(true)}>{t('components.confirmWritePlan.send')}</Button>
      </Group>
    </Stack>
  );
}

/** Asks whether to send every write of `plan`; true on Send all, false on Cancel or dismissal. */
export function confirmWritePlan(question: WriteQuestion, plan: readonly PlanEntry[]) {
  const { t } = currentTranslations();
  const cluster = question.clusterName || t('components.confirmWrite.thisCluster');
  return askInModal(t('components.confirmWritePlan.title', { cluster }), (answer) => (
    <PlanBody plan={plan} onAnswer={answer} />
  ));
}
