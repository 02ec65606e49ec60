import { useMemo, type KeyboardEvent } from 'react';
import { Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { OnDemandPopover } from '../OnDemandPopup/OnDemandPopover';
import { useTranslation } from '../../i18n/translate';
import { MATCH_ALL_PATTERN, matchIndexPattern, type AliasTargets } from './indexPattern';
import { PlainButton } from '../PlainControls/plainButtons';

export interface IndexPatternInputProps {
  /** The pattern, e.g. 'logs-*,-logs-old'. */
  value: string;
  onChange: (pattern: string) => void;
  /** Index names of the cluster, loaded by the caller. */
  indexNames: readonly string[];
  /** Aliases and their indices, so an alias pattern counts the indices it reaches. */
  aliases?: AliasTargets;
  label?: string;
  disabled?: boolean;
  /** The index names have not arrived yet: the count says so instead of '0 matched'. */
  loading?: boolean;
}

/**
 * The index pattern input: Esc resets to '*', and a button '{count} matched
 * indices', in the warning colour at 0, opens the list of matches.
 */
export function IndexPatternInput({
  value,
  onChange,
  indexNames,
  aliases,
  label,
  disabled,
  loading = false,
}: IndexPatternInputProps) {
  const { t } = useTranslation();
  const matches = useMemo(
    () => matchIndexPattern(value, indexNames, aliases),
    [value, indexNames, aliases],
  );
  const count = matches.names.length;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') onChange(MATCH_ALL_PATTERN);
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        size="xs"
        label={label}
        aria-label={label ?? t('indexSelect.pattern')}
        placeholder={MATCH_ALL_PATTERN}
        title={t('indexSelect.patternHint')}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        style={{ flex: 1 }}
      />
      <OnDemandPopover
        position="bottom-start"
        shadow="md"
        withinPortal
        dropdownProps={{ p: 'xs' }}
        target={
          <PlainButton
            size="xs"
            variant="light"
            color={count === 0 && !matches.unresolved && !loading ? 'orange' : undefined}
            title={matches.unresolved ? t('indexSelect.dateMathHint') : undefined}
          >
            {loading ? t('indexSelect.loading') : t('indexSelect.matched', { count })}
          </PlainButton>
        }
      >
        <MatchList names={matches.names} />
      </OnDemandPopover>
    </Group>
  );
}

/** The list shows this many names at most; the count above it stays exact. */
export const MAX_LISTED_MATCHES = 500;

function MatchList({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  if (names.length === 0) return <Text size="sm">{t('indexSelect.noMatches')}</Text>;
  const more = names.length - MAX_LISTED_MATCHES;
  return (
    <ScrollArea.Autosize mah={300} maw={480} type="auto">
      <Stack gap={2} component="ul" aria-label={t('indexSelect.matchList')} m={0} p={0}>
        {names.slice(0, MAX_LISTED_MATCHES).map((name) => (
          <Text size="sm" component="li" key={name} ff="monospace" style={{ listStyle: 'none' }}>
            {name}
          </Text>
        ))}
      </Stack>
      {more > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('indexSelect.more', { count: more })}
        </Text>
      )}
    </ScrollArea.Autosize>
  );
}
