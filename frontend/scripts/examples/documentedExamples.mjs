// Reads the response examples the Elasticsearch specification documents beside an endpoint
// (`<namespace>/<endpoint>/examples/<status>_response/*.yaml`, or `examples/response/` for 200),
// from the shared api-specs folder beside the project. Used by the test that feeds them through
// the app's readers.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export function specificationsAt(specRoot) {
  return fs.existsSync(path.join(specRoot, 'elasticsearch', 'specification'));
}

/** [{ source, status, value }] of the JSON examples of the endpoint folder `dir` (e.g. 'tasks/get'). */
export function documentedExamples(specRoot, dir) {
  const folder = path.join(specRoot, 'elasticsearch', 'specification', dir, 'examples');
  if (!fs.existsSync(folder)) return [];
  const out = [];
  for (const sub of fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('response'))
    .sort()) {
    for (const name of fs
      .readdirSync(path.join(folder, sub))
      .filter((f) => f.endsWith('.yaml'))
      .sort()) {
      const text = fs.readFileSync(path.join(folder, sub, name), 'utf8');
      const status = Number(
        /^(\d+)_/.exec(sub)?.[1] ?? /response_code:\s*'?(\d+)/.exec(text)?.[1] ?? 200,
      );
      let value = yaml.load(text)?.value;
      if (typeof value === 'string') {
        try {
          value = JSON.parse(value);
        } catch {
          continue; // a text answer (cat without format=json)
        }
      }
      out.push({ source: `${dir}/examples/${sub}/${name}`, status, value });
    }
  }
  return out;
}
