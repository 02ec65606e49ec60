// Reading the ingest answers into the table's rows: each pipeline's description, processor count
// and version, and who names it as `index.default_pipeline` or `index.final_pipeline` (indices
// from their flat settings; composable and legacy templates from their settings in any of the
// forms the engines accept). Also the processor types the nodes offer, and the body a listed
// pipeline is written back with.
import type { PipelineUsageAnswers } from '../../api/operations/ingest';
import { toNumber } from '../../lib/json';
import { isRecord } from '../../lib/storage';

export type PipelineSetting = 'default' | 'final';

/** An index or template that names a pipeline, and in which setting. */
export interface PipelineUser {
  name: string;
  setting: PipelineSetting;
  /** A legacy (_template) template; false for indices and composable templates. */
  legacy: boolean;
}

export interface PipelineUsage {
  indices: PipelineUser[];
  templates: PipelineUser[];
  /** The index settings could be read: an empty `indices` means none, not unknown. */
  known: boolean;
}

export interface PipelineRow {
  name: string;
  description: string;
  processorCount: number;
  version: number | null;
  usage: PipelineUsage;
  /** The pipeline as the engine listed it. */
  source: Record<string, unknown>;
}

/** Fields the engines add to a listed pipeline, which a write does not take back. */
const LISTED_ONLY = new Set([
  'created_date',
  'created_date_millis',
  'modified_date',
  'modified_date_millis',
]);

/** A listed pipeline's body without the fields only a listing carries. */
export function writablePipelineBody(source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !LISTED_ONLY.has(key)));
}

const SETTINGS: readonly PipelineSetting[] = ['default', 'final'];

/** A setting's pipeline; '_none' (the engines' word for no pipeline) counts as none. */
function pipelineName(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value !== '_none' ? value : null;
}

/**
 * The default and final pipeline a settings object names, whether written flat
 * ("index.default_pipeline"), nested ({index: {default_pipeline}}) or bare ("default_pipeline").
 */
export function pipelineSettingsOf(settings: unknown): Partial<Record<PipelineSetting, string>> {
  if (!isRecord(settings)) return {};
  const nested = isRecord(settings.index) ? settings.index : {};
  const found: Partial<Record<PipelineSetting, string>> = {};
  for (const setting of SETTINGS) {
    const key = `${setting}_pipeline`;
    const name =
      pipelineName(settings[`index.${key}`]) ??
      pipelineName(nested[key]) ??
      pipelineName(settings[key]);
    if (name !== null) found[setting] = name;
  }
  return found;
}

/** Users per pipeline name. */
type UsersByPipeline = Map<string, PipelineUser[]>;

function addUsers(into: UsersByPipeline, name: string, settings: unknown, legacy: boolean) {
  for (const [setting, pipeline] of Object.entries(pipelineSettingsOf(settings))) {
    const users = into.get(pipeline) ?? [];
    users.push({ name, setting: setting as PipelineSetting, legacy });
    into.set(pipeline, users);
  }
}

/** The indices naming each pipeline, from GET _all/_settings/…?flat_settings=true. */
export function indexPipelineUsers(answer: unknown): UsersByPipeline {
  const users: UsersByPipeline = new Map();
  if (!isRecord(answer)) return users;
  for (const [index, entry] of Object.entries(answer)) {
    if (isRecord(entry)) addUsers(users, index, entry.settings, false);
  }
  return users;
}

/** The templates naming each pipeline, from GET _index_template and GET _template. */
export function templatePipelineUsers(indexTemplates: unknown, legacy: unknown): UsersByPipeline {
  const users: UsersByPipeline = new Map();
  const composable = isRecord(indexTemplates) ? indexTemplates.index_templates : null;
  for (const entry of Array.isArray(composable) ? composable : []) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || !isRecord(entry.index_template))
      continue;
    const template = entry.index_template.template;
    if (isRecord(template)) addUsers(users, entry.name, template.settings, false);
  }
  for (const [name, template] of Object.entries(isRecord(legacy) ? legacy : {})) {
    if (isRecord(template)) addUsers(users, name, template.settings, true);
  }
  return users;
}

const byName = (a: PipelineUser, b: PipelineUser) =>
  a.setting.localeCompare(b.setting) || a.name.localeCompare(b.name);

/** The rows of GET _ingest/pipeline, with who uses each pipeline. */
export function pipelineRows(pipelines: unknown, usage: PipelineUsageAnswers): PipelineRow[] {
  if (!isRecord(pipelines)) return [];
  const indices = indexPipelineUsers(usage.indexSettings);
  const templates = templatePipelineUsers(usage.indexTemplates, usage.legacyTemplates);
  return Object.entries(pipelines).flatMap(([name, source]) => {
    if (!isRecord(source)) return [];
    const version = toNumber(source.version);
    return [
      {
        name,
        description: typeof source.description === 'string' ? source.description : '',
        processorCount: Array.isArray(source.processors) ? source.processors.length : 0,
        version: version ?? null,
        usage: {
          indices: [...(indices.get(name) ?? [])].sort(byName),
          templates: [...(templates.get(name) ?? [])].sort(byName),
          known: usage.indexSettings !== null,
        },
        source,
      },
    ];
  });
}

/** The processor types any ingest node offers, from GET _nodes/ingest, sorted. */
export function processorTypes(answer: unknown): string[] {
  const nodes = isRecord(answer) && isRecord(answer.nodes) ? answer.nodes : {};
  const types = new Set<string>();
  for (const node of Object.values(nodes)) {
    const ingest = isRecord(node) && isRecord(node.ingest) ? node.ingest : {};
    for (const processor of Array.isArray(ingest.processors) ? ingest.processors : []) {
      if (isRecord(processor) && typeof processor.type === 'string') types.add(processor.type);
    }
  }
  return [...types].sort();
}
