// What one processor changed: a line per path, told by a sign and a word as well as a colour:
// "+ path value" added, "~ path old → new" changed, "− path old" removed. Values are compact JSON
// text, shown as text only.
import { Code, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { compactValue, type DiffEntry, type DiffKind } from './diff';
import colours from './simulatorColours.module.css';
import { WRAP } from '../../../components/RequestPreview/wrap';

const SIGNS: Record<DiffKind, string> = { added: '+', changed: '~', removed: '−' };
const COLOURS: Record<DiffKind, string | undefined> = {
  added: colours.positive,
  changed: colours.changed,
  removed: colours.negative,
};

function Values({ entry }: { entry: DiffEntry }) {
  if (entry.kind === 'added') return <Code style={WRAP}>{compactValue(entry.after)}</Code>;
  if (entry.kind === 'removed')
    return (
      <Code style={{ ...WRAP, textDecoration: 'line-through' }}>{compactValue(entry.before)}</Code>
    );
  return (
    <>
      <Code style={WRAP}>{compactValue(entry.before)}</Code>
      <Text size="sm" aria-hidden>
        →
      </Text>
      <Code style={WRAP}>{compactValue(entry.after)}</Code>
    </>
  );
}

export function DiffList({ entries, label }: { entries: readonly DiffEntry[]; label: string }) {
  const { t } = useTranslation();
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('ingest.simulator.noChange')}
      </Text>
    );
  return (
    <Stack component="ul" gap={2} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Group
          component="li"
          key={`${entry.kind}:${entry.path}`}
          gap={6}
          wrap="nowrap"
          align="baseline"
          data-kind={entry.kind}
        >
          <Text size="sm" fw={700} className={COLOURS[entry.kind]} aria-hidden w="1em" ta="center">
            {SIGNS[entry.kind]}
          </Text>
          <VisuallyHidden>{t(`ingest.simulator.diff.${entry.kind}`)}</VisuallyHidden>
          <Text size="sm" ff="monospace" className={COLOURS[entry.kind]} style={WRAP}>
            {entry.path}
          </Text>
          <Group gap={4} wrap="wrap" align="baseline" style={{ minWidth: 0 }}>
            <Values entry={entry} />
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
