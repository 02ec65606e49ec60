// The task the address points at (?task=node:id): the table scrolls to its row once it is in
// an answer, and the screen says so when the task is not running any more.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TASK_PARAM } from '../../routing/paths';
import { ESTIMATED_ROW_HEIGHT } from '../../components/DataTable/virtualization';
import type { TaskRow } from './taskRows';

/** Frames to wait for the table to be laid out and the row rendered. */
const MAX_FRAMES = 120;

function tableNamed(label: string): HTMLTableElement | undefined {
  return [...document.querySelectorAll('table')].find(
    (element) => element.getAttribute('aria-label') === label,
  );
}

/** The nearest ancestor of `table` that scrolls vertically and has somewhere to scroll. */
function scrollBoxOf(table: HTMLElement): HTMLElement | null {
  for (let element = table.parentElement; element; element = element.parentElement) {
    const { overflowY } = getComputedStyle(element);
    const scrolls = overflowY === 'auto' || overflowY === 'scroll';
    if (scrolls && element.scrollHeight > element.clientHeight) return element;
  }
  return null;
}

/**
 * Brings the highlighted row of the table named `label` into view. A long table renders only
 * the rows near its scroll box's view: the box is first moved to the row's estimated place,
 * once it can scroll, then the row itself is centred once rendered. The table is looked up
 * again each frame, as it may be laid out anew while the first answer settles.
 */
function scrollToRow(label: string, index: number, onDone: () => void): () => void {
  let frame = 0;
  let handle = 0;
  const step = () => {
    const table = tableNamed(label);
    const row = table?.querySelector('tbody tr[aria-current="true"]');
    if (row) {
      row.scrollIntoView?.({ block: 'center' });
      onDone();
      return;
    }
    const box = table ? scrollBoxOf(table) : null;
    if (box) {
      box.scrollTop = Math.max(0, index * ESTIMATED_ROW_HEIGHT - box.clientHeight / 2);
    }
    frame += 1;
    if (frame < MAX_FRAMES) handle = requestAnimationFrame(step);
  };
  handle = requestAnimationFrame(step);
  return () => cancelAnimationFrame(handle);
}

export interface TaskDeepLink {
  /** The task id in the address, or null. */
  taskId: string | null;
  /** Set when an answer has come and does not list the task. */
  notRunning: boolean;
}

/** `rows` is null until the first answer; `tableLabel` names the table to scroll. */
export function useTaskDeepLink(rows: readonly TaskRow[] | null, tableLabel: string): TaskDeepLink {
  const [params] = useSearchParams();
  const taskId = params.get(TASK_PARAM);
  const index = rows && taskId !== null ? rows.findIndex((row) => row.id === taskId) : -1;
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (taskId === null || index < 0 || scrolledTo.current === taskId) return undefined;
    return scrollToRow(tableLabel, index, () => {
      scrolledTo.current = taskId;
    });
  }, [taskId, index, tableLabel]);
  return { taskId, notRunning: rows !== null && taskId !== null && index < 0 };
}
