// One indicator of the health report: its status (word and icon), symptom and impacts, and on
// demand its own details call: the diagnoses, each with its cause, action, help link and the
// resources it affects. A green indicator has nothing to diagnose and offers no such call.
// Its parts are plain elements with classes (IndicatorCard.module.css) that look as the themed
// components do: an overview of thirty indicators would otherwise mount hundreds of them.
import { useId, useState } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import type { HealthDiagnosis, HealthIndicator } from '../../../engine/diagnostics/healthReport';
import { useTranslation } from '../../../i18n/translate';
import { httpUrl } from '../../../lib/safeUrl';
import { useHealthIndicatorDetailsQuery } from './healthApi';
import classes from './IndicatorCard.module.css';
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
    <section className={classes.card} aria-labelledby={titleId}>
      <div className={classes.heading}>
        <h3 className={classes.title} id={titleId}>
          {name}
        </h3>
        <StatusBadge status={indicator.status} />
      </div>
      {indicator.symptom && <p className={classes.text}>{indicator.symptom}</p>}
      {indicator.impacts.length > 0 && (
        <ul className={classes.list}>
          {indicator.impacts.map((impact) => (
            <li className={classes.text} key={impact.id || impact.description}>
              {impact.description}
              {impact.areas.length > 0 && (
                <span className={classes.dimmed}>
                  {t('diagnostics.health.areas', { areas: impact.areas.join(', ') })}
                </span>
              )}
            </li>
          ))}
        </ul>
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
    </section>
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
    <div className={classes.diagnoses}>
      <h4 className={classes.subtitle}>{t('diagnostics.health.diagnoses')}</h4>
      {diagnoses.map((diagnosis, position) => {
        const help = diagnosis.helpUrl === null ? null : httpUrl(diagnosis.helpUrl);
        return (
          <div className={classes.diagnosis} key={diagnosis.id || position}>
            <p className={classes.text}>
              {t('diagnostics.health.cause', { cause: diagnosis.cause })}
            </p>
            <p className={classes.text}>
              {t('diagnostics.health.action', { action: diagnosis.action })}
            </p>
            {help && (
              <a href={help} target="_blank" rel="noreferrer" className={classes.link}>
                {t('diagnostics.health.help')}
              </a>
            )}
            <ResourceList resources={diagnosis.resources} />
          </div>
        );
      })}
    </div>
  );
}
