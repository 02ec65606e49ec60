// The words around an import: what will be replaced and left out (asked before writing), and
// what was imported (shown after the page loads afresh).
import type { TranslationKey } from '../../../i18n/translate';
import type { ImportPlan } from './importPlan';

type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string;

const KEY = 'settings.backup.summary';

/** The lines of the confirmation: clusters, left-out clusters with why, kept ones, the rest. */
export function importSummaryLines(plan: ImportPlan, t: Translate): string[] {
  const lines: string[] = [];
  const { clusters } = plan;
  if (clusters === null) lines.push(t(`${KEY}.clustersStay`));
  else lines.push(t(`${KEY}.clustersReplaced`, { count: clusters.imported }));
  for (const dropped of clusters?.dropped ?? []) {
    lines.push(
      t(`${KEY}.droppedCluster`, {
        number: dropped.number,
        name: dropped.name || '-',
        reason: t(`${KEY}.dropReasons.${dropped.reason}`),
      }),
    );
  }
  if (clusters && clusters.withheld > 0) {
    lines.push(t(`${KEY}.ownClustersWithheld`, { count: clusters.withheld }));
  }
  if (clusters && clusters.predefined.length > 0) {
    lines.push(t(`${KEY}.predefinedKept`, { names: clusters.predefined.join(', ') }));
  }
  if (plan.areas.length > 0) lines.push(t(`${KEY}.areas`, { count: plan.areas.length }));
  if (plan.restDatabases > 0) lines.push(t(`${KEY}.restRecords`, { count: plan.restDatabases }));
  return lines;
}

/** The message after the import. */
export function importedMessage(plan: ImportPlan, t: Translate): string {
  const parts = [
    plan.clusters === null
      ? t(`${KEY}.clustersStay`)
      : t(`${KEY}.clustersImported`, { count: plan.clusters.imported }),
  ];
  const dropped = plan.clusters?.dropped.length ?? 0;
  if (dropped > 0) parts.push(t(`${KEY}.droppedCount`, { count: dropped }));
  const withheld = plan.clusters?.withheld ?? 0;
  if (withheld > 0) parts.push(t(`${KEY}.ownClustersWithheld`, { count: withheld }));
  if (plan.areas.length > 0) parts.push(t(`${KEY}.areas`, { count: plan.areas.length }));
  if (plan.restDatabases > 0) parts.push(t(`${KEY}.restRecords`, { count: plan.restDatabases }));
  return parts.join('\n');
}
