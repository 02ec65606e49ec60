// The form of an Elasticsearch role mapping: enabled, the roles it gives (the cluster's roles
// offered, any name accepted), its role templates (Mustache source and format), its metadata as
// JSON, and its rules in the visual tree editor.
import {
  Button,
  Group,
  NativeSelect,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { TemplateFormat } from '../../../engine/roleTemplates';
import { parseObject, type MappingForm, type TemplateDraft } from './mappingDraft';
import { MetadataField } from './MetadataField';
import { RuleEditor } from './RuleEditor';

interface MappingFormFieldsProps {
  form: MappingForm;
  onChange: (form: MappingForm) => void;
  /** The cluster's role names, offered for `roles`. */
  roleNames: string[];
}

export function MappingFormFields({ form, onChange, roleNames }: MappingFormFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<MappingForm>) => onChange({ ...form, ...patch });
  const metadata = parseObject(form.metadata);
  return (
    <Stack gap="sm">
      <Switch
        label={t('security.mappings.editor.enabled')}
        checked={form.enabled}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      <TagsInput
        label={t('security.mappings.editor.roles')}
        description={t('security.mappings.editor.rolesHint')}
        data={roleNames}
        value={form.roles}
        onChange={(roles) => set({ roles })}
      />
      <TemplatesField templates={form.templates} onChange={(templates) => set({ templates })} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('security.mappings.editor.rules')}
        </Text>
        <RuleEditor rule={form.rule} onChange={(rule) => set({ rule })} />
      </Stack>
      <MetadataField
        label={t('security.mappings.editor.metadata')}
        value={form.metadata}
        problem={metadata.ok ? null : t('security.mappings.problem.metadata')}
        onChange={(value) => set({ metadata: value })}
      />
    </Stack>
  );
}

const FORMATS: TemplateFormat[] = ['string', 'json'];

function TemplatesField({
  templates,
  onChange,
}: {
  templates: TemplateDraft[];
  onChange: (templates: TemplateDraft[]) => void;
}) {
  const { t } = useTranslation();
  const replace = (at: number, patch: Partial<TemplateDraft>) =>
    onChange(
      templates.map((template, index) => (index === at ? { ...template, ...patch } : template)),
    );
  return (
    <Stack gap="xs" role="group" aria-label={t('security.mappings.editor.templates')}>
      <Text size="sm" fw={500}>
        {t('security.mappings.editor.templates')}
      </Text>
      {templates.map((template, at) => {
        const number = at + 1;
        return (
          <Group key={at} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              size="xs"
              style={{ flex: 1 }}
              ff="monospace"
              label={t('security.mappings.editor.templateSource', { number })}
              value={template.source}
              onChange={(event) => replace(at, { source: event.currentTarget.value })}
            />
            <NativeSelect
              size="xs"
              label={t('security.mappings.editor.templateFormat', { number })}
              value={template.format}
              data={FORMATS}
              onChange={(event) =>
                replace(at, { format: event.currentTarget.value as TemplateFormat })
              }
            />
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t('security.mappings.editor.removeTemplate', { number })}
              onClick={() => onChange(templates.filter((_, index) => index !== at))}
            >
              <IconX size={12} />
            </Button>
          </Group>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={12} />}
          onClick={() => onChange([...templates, { source: '', format: 'string', original: null }])}
        >
          {t('security.mappings.editor.addTemplate')}
        </Button>
      </Group>
    </Stack>
  );
}
