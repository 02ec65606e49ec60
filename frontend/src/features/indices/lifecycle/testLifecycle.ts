// Fixtures of the index lifecycle tests.

/** GET _ilm/explain of every index: logs waits to roll over, metrics stopped on a failed shrink. */
export const ILM_EXPLAIN = {
  indices: {
    logs: {
      index: 'logs',
      managed: true,
      policy: 'hot-warm',
      phase: 'hot',
      action: 'rollover',
      step: 'check-rollover-ready',
    },
    metrics: {
      index: 'metrics',
      managed: true,
      policy: 'hot-warm',
      phase: 'warm',
      action: 'shrink',
      step: 'ERROR',
      failed_step: 'shrink',
      step_info: { reason: 'index [metrics] has 1 shard, cannot shrink' },
    },
  },
};
