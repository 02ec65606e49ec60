// One indicator of the health report: its status (word and icon), symptom and impacts, and on
// demand its own details call: the diagnoses, each with its cause, action, help link and the
// resources it affects. A green indicator has nothing to diagnose and offers no such call.
import { useId, useState } from 'react';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { WRAP } from '../../../components/RequestPreview/wrap';
import type { HealthDiagnosis, HealthIndicator } from '../../../engine/diagnostics/healthReport';
import { useTranslation } from '../../../i18n/translate';
import { httpUrl } from '../../../lib/safeUrl';
import { useHealthIndicatorDetailsQuery } from './healthApi';
import { ResourceList } from './ResourceList';
import { StatusBadge } from './StatusBadge';

/** The indicators the engine documents, named in the chosen language; others by their own name. */
const KNOWN_INDICATORS = [
  'master_is_stable',
  'shards_availability',
  'disk',
  'ilm',
  'slm',
  'repository_integrity',
  'shards_capacity',
  'data_stream_lifecycle',
  'file_settings',
] as const;

type KnownIndicator = (typeof KNOWN_INDICATORS)[number];

const isKnown = (name: string): name is KnownIndicator =>
  (KNOWN_INDICATORS as readonly string[]).includes(name);

export function IndicatorCard({ indicator }: { indicator: HealthIndicator }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const name = isKnown(indicator.name)
    ? t(`diagnostics.health.indicator.${indicator.name}`)
    : indicator.name;
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {name}
          </Title>
          <StatusBadge status={indicator.status} />
        </Group>
        {indicator.symptom && (
          <Text size="sm" style={WRAP}>
            {indicator.symptom}
          </Text>
        )}
        {indicator.impacts.length > 0 && (
          <Stack gap={2} component="ul" m={0} pl="md">
            {indicator.impacts.map((impact) => (
              <Text component="li" size="sm" key={impact.id || impact.description} style={WRAP}>
                {impact.description}
                {impact.areas.length > 0 && (
                  <Text component="span" size="sm" c="dimmed" ml={8}>
                    {t('diagnostics.health.areas', { areas: impact.areas.join(', ') })}
                  </Text>
                )}
              </Text>
            ))}
          </Stack>
        )}
        {indicator.diagnoses.length > 0 ? (
          <Diagnoses diagnoses={indicator.diagnoses} />
        ) : open ? (
          <IndicatorDetails name={indicator.name} />
        ) : indicator.status === 'green' ? null : (
          <Group>
            <Button size="compact-sm" variant="light" onClick={() => setOpen(true)}>
              {t('diagnostics.health.showDetails')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The indicator's own call, asked once it is opened (its answer cached like the overview's). */
function IndicatorDetails({ name }: { name: string }) {
  const { t } = useTranslation();
  const query = useHealthIndicatorDetailsQuery(name);
  if (query.isLoading) return <Loader size="sm" aria-label={t('diagnostics.health.loading')} />;
  if (query.error) return <ErrorReason error={query.error} refused />;
  const found = query.data?.report?.indicators.find((indicator) => indicator.name === name);
  if (!found || found.diagnoses.length === 0)
    return <Text size="sm">{t('diagnostics.health.noDiagnosis')}</Text>;
  return <Diagnoses diagnoses={found.diagnoses} />;
}

function Diagnoses({ diagnoses }: { diagnoses: readonly HealthDiagnosis[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={4} size="h6">
        {t('diagnostics.health.diagnoses')}
      </Title>
      {diagnoses.map((diagnosis, position) => {
        const help = diagnosis.helpUrl === null ? null : httpUrl(diagnosis.helpUrl);
        return (
          <Stack gap={4} key={diagnosis.id || position}>
            <Text size="sm" style={WRAP}>
              {t('diagnostics.health.cause', { cause: diagnosis.cause })}
            </Text>
            <Text size="sm" style={WRAP}>
              {t('diagnostics.health.action', { action: diagnosis.action })}
            </Text>
            {help && (
              <Anchor href={help} target="_blank" rel="noreferrer" size="sm">
                {t('diagnostics.health.help')}
              </Anchor>
            )}
            <ResourceList resources={diagnosis.resources} />
          </Stack>
        );
      })}
    </Stack>
  );
}
