// Reads the request examples the Elasticsearch specification documents beside an endpoint
// (`<namespace>/<endpoint>/examples/request/*.yaml`: the method and path, and the body), and the
// text of a specification file, from the shared api-specs folder beside the project. Used by the
// tests that check the app's requests and built-in names against them.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** [{ source, method, path, body }] of the endpoint folder `dir` (e.g. 'indices/analyze'). */
export function documentedRequests(specRoot, dir) {
  const folder = path.join(specRoot, 'elasticsearch', 'specification', dir, 'examples', 'request');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const example = yaml.load(fs.readFileSync(path.join(folder, name), 'utf8')) ?? {};
      const [method, target = ''] = String(example.method_request ?? '').split(' ');
      return {
        source: `${dir}/examples/request/${name}`,
        method,
        path: target.replace(/^\//, ''),
        body: example.value ?? null,
      };
    });
}

/** The text of a file of the Elasticsearch specification (e.g. '_types/analysis/tokenizers.ts'). */
export function specificationText(specRoot, file) {
  return fs.readFileSync(path.join(specRoot, 'elasticsearch', 'specification', file), 'utf8');
}
