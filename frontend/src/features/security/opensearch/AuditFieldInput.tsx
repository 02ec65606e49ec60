// One field of the audit configuration, edited by its kind: a switch, a list of names (the
// categories offered from the plugin's own), a text or number box, or JSON typed as text (its
// problem shown in place, the text kept). A field the plugin lets no one change is shown, not
// editable, and says so. Known fields are labelled in words; others by their name.
import { NumberInput, Switch, TagsInput, TextInput, Textarea } from '@mantine/core';
import { useTranslation, type TFunction, type TranslationKey } from '../../../i18n/translate';
import { AUDIT_CATEGORIES, type AuditField } from '../../../engine/opensearchAudit';

/** The fields with a label in words, by section ('general' for the top level). */
const LABELLED: Record<string, readonly string[]> = {
  general: ['enabled'],
  audit: [
    'enable_rest',
    'enable_transport',
    'disabled_rest_categories',
    'disabled_transport_categories',
    'resolve_bulk_requests',
    'log_request_body',
    'resolve_indices',
    'exclude_sensitive_headers',
    'ignore_users',
    'ignore_requests',
    'ignore_headers',
    'ignore_url_params',
  ],
  compliance: [
    'enabled',
    'internal_config',
    'external_config',
    'read_metadata_only',
    'read_watched_fields',
    'read_ignore_users',
    'write_metadata_only',
    'write_log_diffs',
    'write_watched_indices',
    'write_ignore_users',
  ],
};

export function auditFieldLabel(t: TFunction, field: AuditField): string {
  const section = field.section === '' ? 'general' : field.section;
  return LABELLED[section]?.includes(field.key)
    ? // Only the fields listed above have a label, under these keys.
      t(`security.audit.fields.${section}.${field.key}` as TranslationKey)
    : field.key;
}

interface AuditFieldInputProps {
  field: AuditField;
  /** The JSON text of a 'json' field, as typed. */
  text: string;
  /** Why the typed JSON cannot be sent; null when it can. */
  problem: string | null;
  onValue: (value: unknown) => void;
  onText: (text: string) => void;
}

export function AuditFieldInput({ field, text, problem, onValue, onText }: AuditFieldInputProps) {
  const { t } = useTranslation();
  const label = auditFieldLabel(t, field);
  const shared = {
    label,
    disabled: field.readOnly,
    description: field.readOnly ? t('security.audit.readOnly') : undefined,
  };
  switch (field.kind) {
    case 'boolean':
      return (
        <Switch
          {...shared}
          checked={field.value === true}
          onChange={(event) => onValue(event.currentTarget.checked)}
        />
      );
    case 'strings':
      return (
        <TagsInput
          {...shared}
          value={field.value as string[]}
          data={field.key.endsWith('_categories') ? [...AUDIT_CATEGORIES] : []}
          onChange={onValue}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...shared}
          value={field.value as number}
          onChange={(value) => onValue(typeof value === 'number' ? value : 0)}
        />
      );
    case 'text':
      return (
        <TextInput
          {...shared}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => onValue(event.currentTarget.value)}
        />
      );
    default:
      return (
        <Textarea
          {...shared}
          value={text}
          error={problem}
          autosize
          minRows={2}
          styles={{ input: { fontFamily: 'monospace' } }}
          onChange={(event) => onText(event.currentTarget.value)}
        />
      );
  }
}
