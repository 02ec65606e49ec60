// The side-by-side harness's synthetic cluster (../shared/perf), and a console binary serving it as
// its predefined cluster: what the benches that compare builds start (entry-ab, entry-heap,
// commits). The caller stops both with processes.mjs' stopAll().
import { freePort, start, waitFor } from './processes.mjs';

/** The harness's folder. */
export const perf = new URL('../../../../shared/perf/', import.meta.url);

/** Starts the synthetic cluster with the harness's flags (`--indices 1000`, ...). */
export async function startPerfCluster(flags = []) {
  const port = await freePort();
  start('node', [
    new URL('fakecluster.mjs', perf).pathname,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--quiet',
    ...flags,
  ]);
  const clusterUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${clusterUrl}/`);
  const stats = await (await fetch(`${clusterUrl}/_cluster/stats`)).json();
  return { clusterUrl, clusterName: stats.cluster_name };
}

/** Starts `binary` with the cluster at `clusterUrl` predefined; resolves to its address. */
export async function serveConsole(binary, clusterUrl) {
  const port = await freePort();
  start(binary, [], {
    SHARDSCOPE_LISTEN: `127.0.0.1:${port}`,
    SHARDSCOPE_CLUSTERS: JSON.stringify([{ name: 'perf cluster', uri: clusterUrl }]),
    RUST_LOG: 'warn',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  return url;
}
