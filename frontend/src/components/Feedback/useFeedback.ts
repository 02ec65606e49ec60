// How a screen tells the outcome of its calls to the active cluster (feedback.ts): errors name
// the active cluster's engine.
import { useEngine } from '../../engine/useEngine';
import { useEngineFeedback, type Feedback } from './feedback';

export type { Feedback, Question } from './feedback';

export function useFeedback(): Feedback {
  return useEngineFeedback(useEngine().name);
}
