// Two readings the journey needs: a processor's error, whichever shape the engine sends it in,
// and a pipeline body's processors when each gives exactly one result in a verbose simulation.
import { isRecord } from './diff';

export interface StepError {
  type?: string;
  reason: string;
}

/**
 * The reason and type of an error cause: its first root cause's, or its own. An ignored error
 * comes as the cause itself (as documented) or wrapped in { error } (as the engines send it).
 */
export function errorOf(value: unknown): StepError | undefined {
  if (!isRecord(value)) return undefined;
  if (isRecord(value.error) && value.reason === undefined) return errorOf(value.error);
  const root =
    Array.isArray(value.root_cause) && isRecord(value.root_cause[0]) ? value.root_cause[0] : {};
  const reason = root.reason ?? value.reason;
  const type = root.type ?? value.type;
  return {
    reason: typeof reason === 'string' ? reason : JSON.stringify(value),
    ...(typeof type === 'string' ? { type } : {}),
  };
}

export interface ProcessorRef {
  processorType: string;
  tag?: string;
}

/**
 * The processors of a body in order, when each gives exactly one result: none calls another
 * pipeline (whose processors show inline) or has its own on_failure (whose handlers show after
 * it and let the run go on). Null otherwise, or when the body is not a list of processors.
 */
export function plainProcessors(pipeline: unknown): ProcessorRef[] | null {
  if (!isRecord(pipeline) || !Array.isArray(pipeline.processors)) return null;
  const refs: ProcessorRef[] = [];
  for (const processor of pipeline.processors) {
    if (!isRecord(processor)) return null;
    const types = Object.keys(processor);
    if (types.length !== 1 || types[0] === 'pipeline') return null;
    const config = processor[types[0]];
    if (isRecord(config) && Array.isArray(config.on_failure) && config.on_failure.length > 0)
      return null;
    const tag = isRecord(config) && typeof config.tag === 'string' ? config.tag : undefined;
    refs.push(tag === undefined ? { processorType: types[0] } : { processorType: types[0], tag });
  }
  return refs;
}
