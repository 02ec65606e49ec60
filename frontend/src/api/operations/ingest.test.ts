import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../testFetch';
import {
  deletePipeline,
  getIngestProcessorTypes,
  getPipelines,
  getPipelineUsage,
  putPipeline,
} from './ingest';

afterEach(() => {
  vi.unstubAllGlobals();
});

const target = { uri: 'http://cluster.test:9200', auth: { kind: 'none' as const } } as never;

const asked = (calls: { method: string; url: string }[]) =>
  calls.map((call) => {
    const url = new URL(call.url);
    return `${call.method} ${url.pathname}${url.search}`;
  });

describe('ingest pipeline calls', () => {
  it('list, write and delete pipelines, the id escaped as one path segment', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ acknowledged: true }));
    await getPipelines(target);
    await putPipeline(target, 'logs/parse #1', { processors: [{ set: { field: 'a', value: 1 } }] });
    await deletePipeline(target, 'logs/parse #1');
    expect(asked(calls)).toEqual([
      'GET /_ingest/pipeline',
      'PUT /_ingest/pipeline/logs%2Fparse%20%231',
      'DELETE /_ingest/pipeline/logs%2Fparse%20%231',
    ]);
    expect(JSON.parse(calls[1].body ?? '')).toEqual({
      processors: [{ set: { field: 'a', value: 1 } }],
    });
  });

  it('read no pipeline from the 404 with an empty object that Elasticsearch sends when there is none', async () => {
    installFakeFetch(() => jsonResponse({}, 404));
    await expect(getPipelines(target)).resolves.toEqual({});
  });

  it('still fail on a 404 that carries an error', async () => {
    installFakeFetch(() =>
      jsonResponse(
        { error: { type: 'resource_not_found_exception', reason: 'gone' }, status: 404 },
        404,
      ),
    );
    await expect(getPipelines(target)).rejects.toMatchObject({ status: 404 });
  });

  it('ask the nodes for their processors only', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ nodes: {} }));
    await getIngestProcessorTypes(target);
    expect(asked(calls)).toEqual(['GET /_nodes/ingest?filter_path=nodes.*.ingest.processors']);
  });

  it('read the pipeline settings of all indices and both kinds of templates, each optional', async () => {
    const { calls } = installFakeFetch((request) =>
      new URL(request.url).pathname === '/_template'
        ? jsonResponse({ error: { type: 'security_exception', reason: 'no' }, status: 403 }, 403)
        : jsonResponse({ answer: new URL(request.url).pathname }),
    );
    const answers = await getPipelineUsage(target);
    expect(asked(calls).sort()).toEqual([
      'GET /_all/_settings/index.default_pipeline,index.final_pipeline?expand_wildcards=all&flat_settings=true',
      'GET /_index_template',
      'GET /_template',
    ]);
    expect(answers).toEqual({
      indexSettings: { answer: '/_all/_settings/index.default_pipeline,index.final_pipeline' },
      indexTemplates: { answer: '/_index_template' },
      legacyTemplates: null,
    });
  });
});
