import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { dockerAvailable, NO_DOCKER } from '../fixtures/docker';
import { expect, test, type EngineKind } from '../fixtures/test';
import { addFirstCluster } from '../support/ui';

// The same first-run journey against real engines, where a Docker engine runs. Elasticsearch
// images run in the elasticsearch project, OpenSearch in the opensearch project.

interface RealEngine {
  label: string;
  kind: EngineKind;
  image: string;
  env: Record<string, string>;
}

const CORS = {
  'http.cors.enabled': 'true',
  'http.cors.allow-origin': '*',
  'http.cors.allow-headers': 'X-Requested-With,Content-Type,Content-Length,Authorization',
};

const SINGLE_NODE = { 'discovery.type': 'single-node', ...CORS };

const ELASTICSEARCH = {
  ...SINGLE_NODE,
  'xpack.security.enabled': 'false',
  ES_JAVA_OPTS: '-Xms512m -Xmx512m',
};

const ENGINES: RealEngine[] = [
  { label: 'Elasticsearch 7', kind: 'elasticsearch', image: 'docker.elastic.co/elasticsearch/elasticsearch:7.17.25', env: ELASTICSEARCH },
  { label: 'Elasticsearch 8', kind: 'elasticsearch', image: 'docker.elastic.co/elasticsearch/elasticsearch:8.15.3', env: ELASTICSEARCH },
  { label: 'Elasticsearch 9', kind: 'elasticsearch', image: 'docker.elastic.co/elasticsearch/elasticsearch:9.0.0', env: ELASTICSEARCH },
  {
    label: 'OpenSearch 2',
    kind: 'opensearch',
    image: 'opensearchproject/opensearch:2.19.0',
    env: { ...SINGLE_NODE, DISABLE_SECURITY_PLUGIN: 'true', DISABLE_INSTALL_DEMO_CONFIG: 'true', OPENSEARCH_JAVA_OPTS: '-Xms512m -Xmx512m' },
  },
];

for (const real of ENGINES) {
  test.describe(real.label, () => {
    test.skip(({ engineKind }) => engineKind !== real.kind, `${real.label} runs in the ${real.kind} project`);

    let container: StartedTestContainer | undefined;

    test.beforeAll(async () => {
      test.skip(!(await dockerAvailable()), NO_DOCKER);
      test.setTimeout(300_000);
      container = await new GenericContainer(real.image)
        .withEnvironment(real.env)
        .withExposedPorts(9200)
        .withWaitStrategy(Wait.forHttp('/', 9200).forStatusCode(200))
        .withStartupTimeout(240_000)
        .start();
    });

    test.afterAll(async () => {
      await container?.stop();
    });

    test(`connects to ${real.label} and shows the header`, async ({ page }) => {
      if (!container) throw new Error('the container did not start');
      const uri = `http://${container.getHost()}:${container.getMappedPort(9200)}`;
      await addFirstCluster(page, { name: real.label, uri });
      await expect(page.getByRole('main')).toContainText(real.image.split(':')[1]);
    });
  });
}
