// The lifecycle cell of an index row: the policy, then phase › action › step in small text; a
// failed index shows a red ERROR mark (a word, not a colour alone) and the step that failed. The
// whole cell is a button that opens the explain view. An index no policy manages shows nothing.
import { use } from 'react';
import type { ManagedIndex } from '../../../engine/lifecycle';
import type { IndexRow } from '../table/indexRows';
import { IndexLifecycleContext } from './lifecycleContext';
import { FAILED_STEP } from './lifecycleRows';
import classes from './LifecycleCell.module.css';

const SEPARATOR = ' › ';

/** 'hot › rollover › check-rollover-ready', leaving out what the engine did not say. */
export function stepsText(entry: ManagedIndex): string {
  return [entry.phase, entry.action, entry.step]
    .filter((part): part is string => part !== null)
    .join(SEPARATOR);
}

export function LifecycleCell({ row }: { row: IndexRow }) {
  const environment = use(IndexLifecycleContext);
  const entry = environment?.managed?.get(row.index);
  if (!environment || !entry) return null;
  const { labels, onAction } = environment;
  const steps = entry.failed
    ? [FAILED_STEP, entry.failedStep ?? ''].join(' ').trim()
    : stepsText(entry);
  return (
    <button
      type="button"
      className={classes.cell}
      title={labels.explainHint}
      aria-label={`${labels.explain(row.index)}: ${entry.policy} ${steps}`}
      onClick={() => onAction('explain', [row.index])}
      data-lifecycle-cell
    >
      <span className={classes.policy}>{entry.policy}</span>
      {entry.failed ? (
        <span className={classes.failed}>
          <span className={classes.badge}>{FAILED_STEP}</span>
          {entry.failedStep}
        </span>
      ) : (
        steps !== '' && <span className={classes.steps}>{steps}</span>
      )}
    </button>
  );
}
