// The audit configuration as a form: the top-level switch, then each section's fields (audit,
// compliance, and any the plugin adds), each edited by its kind; fields the plugin lists as
// read-only are shown and not editable. Save replaces the config with PUT audit/config, the
// exact request shown first; a refusal stays in place with everything typed. Reset goes back to
// the config as read.
import { useMemo, useState } from 'react';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { AUDIT_CONFIG_PATH } from '../../../api/operations/securityOpensearch';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';
import { WriteButton } from '../../../components/WriteAccess/WriteButton';
import {
  auditFields,
  withAuditField,
  type AuditAnswer,
  type AuditField,
} from '../../../engine/opensearchAudit';
import { stringifyJson } from '../../../lib/json';
import { AuditFieldInput } from './AuditFieldInput';
import { auditBody, draftFields, type AuditDraft } from './auditDraft';
import { usePutOpensearchAuditMutation } from './opensearchApi';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

const SECTIONS = ['audit', 'compliance'];

function sectionTitle(t: TFunction, section: string): string {
  if (section === '') return t('security.audit.sections.general');
  return SECTIONS.includes(section)
    ? t(`security.audit.sections.${section as 'audit' | 'compliance'}`)
    : section;
}

/** The fields grouped by section, in the order met. */
function bySection(fields: readonly AuditField[]): [string, AuditField[]][] {
  const groups = new Map<string, AuditField[]>();
  for (const field of fields)
    groups.set(field.section, [...(groups.get(field.section) ?? []), field]);
  return [...groups];
}

interface AuditFormProps {
  answer: AuditAnswer;
  /** Why writes are not offered; null when they are. */
  writeReason: string | null;
}

export function AuditForm({ answer, writeReason }: AuditFormProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const opened = useMemo(() => auditFields(answer), [answer]);
  const [draft, setDraft] = useState<AuditDraft>({ config: answer.config, texts: {} });
  const [failure, setFailure] = useState<unknown>(null);
  const [put, { isLoading }] = usePutOpensearchAuditMutation();
  const fields = draftFields(opened, draft.config, answer.readOnly);
  const { body, problems } = auditBody(draft, fields);
  const changed = body === null || stringifyJson(body) !== stringifyJson(answer.config);
  const edit = (next: AuditDraft) => {
    setDraft(next);
    setFailure(null);
  };
  const save = async () => {
    if (body === null) return;
    try {
      feedback.succeeded(t('security.audit.saved'), await put(body).unwrap());
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Stack gap="sm">
      {bySection(fields).map(([section, members]) => (
        <Fieldset key={section} legend={sectionTitle(t, section)}>
          <Stack gap="xs">
            {members.map((field) => (
              <AuditFieldInput
                key={field.pointer}
                field={field}
                text={draft.texts[field.pointer] ?? stringifyJson(field.value, 2)}
                problem={problems[field.pointer] ?? null}
                onValue={(value) =>
                  edit({
                    ...draft,
                    config: withAuditField(draft.config, field.section, field.key, value),
                  })
                }
                onText={(text) =>
                  edit({ ...draft, texts: { ...draft.texts, [field.pointer]: text } })
                }
              />
            ))}
          </Stack>
        </Fieldset>
      ))}
      <RequestPreview
        request={body && { method: 'PUT', path: AUDIT_CONFIG_PATH, body }}
        problem={t('security.audit.badJson')}
      />
      <ErrorReason error={failure} refused />
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          disabled={!changed}
          onClick={() => edit({ config: answer.config, texts: {} })}
        >
          {t('security.audit.reset')}
        </Button>
        <WriteButton
          need={WRITE_NEEDS.audit}
          reason={writeReason}
          disabled={!changed || body === null}
          loading={isLoading}
          onClick={() => void save()}
        >
          {t('security.audit.save')}
        </WriteButton>
      </Group>
    </Stack>
  );
}
