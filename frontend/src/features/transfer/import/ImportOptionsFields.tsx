// How the run goes: where the documents' ids come from (a field or column, or the cluster), the
// size of each bulk body (never over what the cluster, or the server passing requests on to it,
// takes: the form says which), how many requests are in flight at once, whether the first
// rejected document stops the run, and the speed settings the run turns on and puts back at its
// end.
import { Autocomplete, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation, type TranslationKey } from '../../../i18n/translate';
import { formatBytes } from '../../../lib/bytes';
import type { FileFormat } from '../../../lib/transfer/checkpoint';
import type { BodyLimit, BodyLimitSource } from '../run/limits';
import { MAX_CONCURRENCY, type ImportDraft } from './importDraft';

/** What the body size field says of the limit that caps it. */
const BODY_LIMIT_TEXT: Record<BodyLimitSource, TranslationKey> = {
  cluster: 'transfer.import.options.bodyLimit',
  proxy: 'transfer.import.options.bodyLimitProxy',
  signingProxy: 'transfer.import.options.bodyLimitSigned',
};

interface ImportOptionsFieldsProps {
  draft: ImportDraft;
  onChange: (changes: Partial<ImportDraft>) => void;
  format: FileFormat | null;
  /** The fields or columns of the records read. */
  fields: readonly string[];
  bodyLimit: BodyLimit | null;
}

export function ImportOptionsFields(props: ImportOptionsFieldsProps) {
  const { draft, onChange, format, fields, bodyLimit } = props;
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {format === 'bulk' ? (
        <Text size="sm">{t('transfer.import.options.bulkIds')}</Text>
      ) : (
        <Autocomplete
          label={t('transfer.import.options.ids')}
          description={t('transfer.import.options.idsHint')}
          placeholder={t('transfer.import.options.idsGenerated')}
          data={[...fields]}
          value={draft.idField}
          onChange={(idField) => onChange({ idField })}
          w={480}
        />
      )}
      <Group gap="md" align="flex-start">
        <NumberInput
          label={t('transfer.import.options.bodySize')}
          description={
            bodyLimit === null
              ? undefined
              : t(BODY_LIMIT_TEXT[bodyLimit.source], { limit: formatBytes(bodyLimit.bytes) })
          }
          value={draft.bodyMegabytes}
          onChange={(bodyMegabytes) => onChange({ bodyMegabytes })}
          min={0.1}
          step={1}
          decimalScale={1}
          w={260}
        />
        <NumberInput
          label={t('transfer.import.options.concurrency')}
          description={t('transfer.import.options.concurrencyHint', { max: MAX_CONCURRENCY })}
          value={draft.concurrency}
          onChange={(concurrency) => onChange({ concurrency })}
          min={1}
          max={MAX_CONCURRENCY}
          allowDecimal={false}
          w={260}
        />
      </Group>
      <Checkbox
        label={t('transfer.import.options.stopAtFirstError')}
        description={t('transfer.import.options.stopAtFirstErrorHint')}
        checked={draft.stopAtFirstError}
        onChange={(event) => onChange({ stopAtFirstError: event.currentTarget.checked })}
      />
      <Checkbox
        label={t('transfer.import.options.refreshOff')}
        checked={draft.refreshOff}
        onChange={(event) => onChange({ refreshOff: event.currentTarget.checked })}
      />
      <Checkbox
        label={t('transfer.import.options.noReplicas')}
        checked={draft.noReplicas}
        onChange={(event) => onChange({ noReplicas: event.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed">
        {t('transfer.import.options.speedHint')}
      </Text>
    </Stack>
  );
}
