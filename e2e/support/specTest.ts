import { ENGINE_URL, test as base, type PredefinedCluster } from '../fixtures/test';
import { deleteIndicesStartingWith } from './engineIndices';

// The `test` of a spec family split over several files, so that each file starts its servers
// the same way.

/** `test` whose server starts with `cluster` as its one predefined cluster (a test.use still overrides it). */
export function testWithCluster(cluster: PredefinedCluster) {
  // An array is given as [value, options], or Playwright would read it as value and options.
  return base.extend({ predefinedClusters: [[cluster], { scope: 'test' }] });
}

/**
 * `testWithCluster` on the project's engine, the cluster named `name`, with `prefix`: a name of
 * the test's own (`{tag}-{worker}-{time}`) that the indices it makes start with. After each test,
 * also a failed one, every index named with the tag by a test of this worker goes, hidden
 * (`.{tag}-…`) and closed ones too: a closed index left behind would break _cat/shards for the
 * other spec files sharing the engine.
 */
export function testWithPrefix(tag: string, name: string) {
  return testWithCluster({ name, uri: ENGINE_URL }).extend<{ prefix: string }>({
    prefix: [
      async ({ engine }, use, testInfo) => {
        const worker = `${tag}-${testInfo.workerIndex}-`;
        await use(`${worker}${Date.now().toString(36)}`);
        await deleteIndicesStartingWith(engine, [worker, `.${worker}`]);
      },
      { auto: true },
    ],
  });
}
