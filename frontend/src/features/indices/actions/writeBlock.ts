// Cloning needs a read-only source (index.blocks.write true). The setting arrives nested
// ({ index: { blocks: { write } } }) or flat ('index.blocks.write'), as a boolean or as text.
import type { IndexGetResponse } from '../../../api/operations/indices';
import { isRecord } from '../../../lib/storage';

function truthy(value: unknown): boolean {
  return value === true || value === 'true';
}

function nested(settings: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = settings;
  for (const key of path) {
    if (!isRecord(value)) return undefined;
    value = value[key];
  }
  return value;
}

/** Whether the index's settings in a GET {index} answer block writes. */
export function writeBlockOf(answer: IndexGetResponse, index: string): boolean {
  const settings = answer[index]?.settings;
  if (!isRecord(settings)) return false;
  return (
    truthy(nested(settings, ['index', 'blocks', 'write'])) || truthy(settings['index.blocks.write'])
  );
}
