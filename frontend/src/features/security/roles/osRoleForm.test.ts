import { describe, expect, it } from 'vitest';
import {
  EMPTY_OS_FORM,
  EMPTY_OS_INDEX_ENTRY,
  osRoleBody,
  osRoleForm,
  writableOsRole,
} from './osRoleForm';

// A role as GET _plugins/_security/api/roles lists it (the documented example), marks included.
const LISTED = {
  reserved: false,
  hidden: false,
  static: false,
  description: 'Provide the minimum permissions for a kibana user',
  cluster_permissions: ['cluster_composite_ops'],
  index_permissions: [
    {
      index_patterns: ['movies*'],
      dls: '{"bool": {"must": {"match": {"genres": "Comedy"}}}}',
      fls: ['~actors'],
      masked_fields: ['title'],
      allowed_actions: ['read'],
    },
  ],
  tenant_permissions: [
    { tenant_patterns: ['human_resources'], allowed_actions: ['kibana_all_read'] },
  ],
};

const read = (definition: Record<string, unknown>) => {
  const form = osRoleForm(definition);
  if (!form.ok) throw new Error(JSON.stringify(form.problem));
  return form.value;
};

describe('OpenSearch role form', () => {
  it('reads a listed role and writes it back as it came, without the plugin marks', () => {
    const form = read(writableOsRole(LISTED));
    expect(form.indices[0]).toMatchObject({
      patterns: ['movies*'],
      fls: ['~actors'],
      masked: ['title'],
    });
    expect(form.indices[0].dls).toContain('\n  "bool"');
    const writable: Record<string, unknown> = { ...LISTED };
    for (const mark of ['reserved', 'hidden', 'static']) delete writable[mark];
    expect(osRoleBody(form)).toEqual({ ok: true, value: writable });
  });

  it('writes the keys in the order the plugin lists them, so an unchanged role reads unchanged', () => {
    const body = osRoleBody(read(writableOsRole(LISTED)));
    const writable: Record<string, unknown> = { ...LISTED };
    for (const mark of ['reserved', 'hidden', 'static']) delete writable[mark];
    expect(body.ok && JSON.stringify(body.value)).toBe(JSON.stringify(writable));
  });

  it('writes an edited document-level query as a compact JSON string', () => {
    const body = osRoleBody({
      ...EMPTY_OS_FORM,
      indices: [{ ...EMPTY_OS_INDEX_ENTRY, patterns: ['a'], dls: '{ "term": { "x": 1 } }' }],
    });
    expect(body.ok && body.value.index_permissions).toEqual([
      {
        index_patterns: ['a'],
        allowed_actions: [],
        dls: '{"term":{"x":1}}',
        fls: [],
        masked_fields: [],
      },
    ]);
  });

  it('says which entry holds a query that is no JSON object', () => {
    const form = {
      ...EMPTY_OS_FORM,
      indices: [EMPTY_OS_INDEX_ENTRY, { ...EMPTY_OS_INDEX_ENTRY, dls: 'match all' }],
    };
    expect(osRoleBody(form)).toEqual({
      ok: false,
      problem: { kind: 'query', index: 1, remote: false },
    });
    expect(osRoleForm({ index_permissions: {} })).toEqual({
      ok: false,
      problem: { kind: 'shape', key: 'index_permissions' },
    });
  });
});
