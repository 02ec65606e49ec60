// Who uses a pipeline, in words: "default of logs-1, logs-2 · final of template t1". The table
// shortens each group to a few names and a count; the delete question names them all.
import type { TFunction } from '../../i18n/translate';
import type { PipelineSetting, PipelineUsage, PipelineUser } from './pipelineRows';

/** How many names of a group the table shows before "and N more". */
export const NAMES_SHOWN = 3;

const GROUPS = [
  ['indices', 'default', 'ingest.usage.defaultIndices'],
  ['indices', 'final', 'ingest.usage.finalIndices'],
  ['templates', 'default', 'ingest.usage.defaultTemplates'],
  ['templates', 'final', 'ingest.usage.finalTemplates'],
] as const satisfies readonly (readonly ['indices' | 'templates', PipelineSetting, string])[];

function namesText(t: TFunction, users: readonly PipelineUser[], limit: number): string {
  const names = users.map((user) =>
    user.legacy ? t('ingest.usage.legacy', { name: user.name }) : user.name,
  );
  if (names.length <= limit) return names.join(', ');
  return t('ingest.usage.more', {
    names: names.slice(0, limit).join(', '),
    count: names.length - limit,
  });
}

/** The users of a pipeline as one line; '' when nothing names it. */
export function usageText(t: TFunction, usage: PipelineUsage, limit = NAMES_SHOWN): string {
  return GROUPS.flatMap(([kind, setting, key]) => {
    const users = usage[kind].filter((user) => user.setting === setting);
    return users.length === 0
      ? []
      : [t(key, { names: namesText(t, users, limit), count: users.length })];
  }).join(' · ');
}

export const isUsed = (usage: PipelineUsage) =>
  usage.indices.length > 0 || usage.templates.length > 0;
