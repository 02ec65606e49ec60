// Fixtures of the cluster settings tests.

/**
 * The settings set on a cluster, as GET _cluster/settings answers: allocation off for good but
 * let through for primaries until the restart, and a recovery limit.
 */
export const SET_SETTINGS = {
  persistent: {
    'cluster.routing.allocation.enable': 'none',
    'indices.recovery.max_bytes_per_sec': '50mb',
  },
  transient: { 'cluster.routing.allocation.enable': 'primaries' },
};
