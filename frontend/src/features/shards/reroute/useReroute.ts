// The reroute flow: select a chip, pick a target node, confirm, send the move; on
// success the selection clears and the grid reloads (the mutation invalidates it), on failure a
// notification shows the request state. Esc leaves the mode.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { notifyRequestError } from '../../../components/Notifications/notifyRequestError';
import { leavesRelocationMode, rerouteMove, toggleSelection, type ShardSelection } from './reroute';
import type { ShardEntry } from '../grid/shardEntry';
import { useRerouteShardMutation } from '../shardsApi';

export interface Reroute {
  selection: ShardSelection | null;
  /** Selects the chip, or deselects it when it is the selected one. */
  select: (entry: ShardEntry) => void;
  /** Leaves relocation mode (also Esc). */
  cancel: () => void;
  /** Asks, then moves the selected shard to `toNode`. */
  move: (selection: ShardSelection, toNode: string) => Promise<void>;
}

/** `engine` names the search engine in a server error's notification title. */
export function useReroute(engine: string): Reroute {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<ShardSelection | null>(null);
  const [reroute] = useRerouteShardMutation();

  const select = useCallback(
    (entry: ShardEntry) => setSelection((current) => toggleSelection(current, entry)),
    [],
  );
  const cancel = useCallback(() => setSelection(null), []);
  const selecting = selection !== null;
  useEffect(() => {
    if (!selecting) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const inDialog =
        event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;
      if (leavesRelocationMode(event, inDialog)) setSelection(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selecting]);
  const move = useCallback(
    async (selected: ShardSelection, toNode: string) => {
      const command = rerouteMove(selected, toNode);
      const question = t('shards.reroute.confirm', {
        shard: command.shard,
        fromNode: command.fromNode,
        toNode,
      });
      const ok = await confirm({
        title: t('shards.reroute.title'),
        message: `${question}\n${t('shards.reroute.index', { index: command.index })}`,
        confirmLabel: t('shards.reroute.confirmLabel'),
      });
      if (!ok) return;
      const result = await reroute(command);
      if (result.error) notifyRequestError(result.error, t, engine);
      else setSelection(null);
    },
    [engine, reroute, t],
  );
  return { selection, select, cancel, move };
}
