// What a save changes in a security entry: the old and the new JSON compared line by line, the
// removed lines marked "-" and the added ones "+" (also in words for screen readers), as text.
// Says so when nothing changes.
import { useMemo } from 'react';
import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import colours from './changeColours.module.css';
import { changed, lineDiff, type DiffLine } from './lineDiff';

interface ChangePreviewProps {
  /** The JSON as it is (empty for a new entry). */
  before: string;
  /** The JSON as it will be. */
  after: string;
  /** The heading's words. */
  title: string;
}

const SIGN = { same: ' ', added: '+', removed: '-' } as const;
const COLOUR = { same: undefined, added: colours.added, removed: colours.removed } as const;

function Line({ line }: { line: DiffLine }) {
  const { t } = useTranslation();
  return (
    <Text
      component="div"
      ff="monospace"
      size="xs"
      className={COLOUR[line.kind]}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
    >
      {line.kind !== 'same' && (
        <VisuallyHidden>{`${t(`security.change.${line.kind}`)} `}</VisuallyHidden>
      )}
      <span aria-hidden>{SIGN[line.kind]} </span>
      {line.text}
    </Text>
  );
}

export function ChangePreview({ before, after, title }: ChangePreviewProps) {
  const { t } = useTranslation();
  const lines = useMemo(() => lineDiff(before, after), [before, after]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {changed(lines) ? (
        <Box
          tabIndex={0}
          role="region"
          aria-label={title}
          data-testid="change-preview"
          style={{ maxHeight: 240, overflowY: 'auto' }}
        >
          {lines.map((line, at) => (
            <Line key={at} line={line} />
          ))}
        </Box>
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {t('security.change.none')}
        </Text>
      )}
    </Stack>
  );
}
