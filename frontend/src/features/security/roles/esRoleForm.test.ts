import { describe, expect, it } from 'vitest';
import {
  EMPTY_ES_FORM,
  EMPTY_INDEX_ENTRY,
  esRoleBody,
  esRoleForm,
  writableEsRole,
} from './esRoleForm';

// The documented example of PUT _security/role/my_admin_role, as GET answers it (the query as a
// string), with a remote entry, an application and a key the form does not show.
const LISTED = {
  description: 'Grants full access to all management features within the cluster.',
  cluster: ['all'],
  indices: [
    {
      names: ['index1', 'index2'],
      privileges: ['all'],
      field_security: { grant: ['title', 'body'] },
      query: '{"match": {"title": "foo"}}',
      allow_restricted_indices: false,
    },
  ],
  remote_indices: [{ clusters: ['eu-*'], names: ['logs-*'], privileges: ['read'] }],
  applications: [{ application: 'myapp', privileges: ['admin', 'read'], resources: ['*'] }],
  run_as: ['other_user'],
  metadata: { version: 1 },
  transient_metadata: { enabled: true },
  global: { application: { manage: { applications: ['x'] } } },
};

const read = (definition: Record<string, unknown>) => {
  const form = esRoleForm(definition);
  if (!form.ok) throw new Error(JSON.stringify(form.problem));
  return form.value;
};

describe('Elasticsearch role form', () => {
  it('reads a listed role and writes it back as it came, minus what a write does not take', () => {
    const form = read(writableEsRole(LISTED));
    expect(form.indices[0]).toMatchObject({
      names: ['index1', 'index2'],
      grant: ['title', 'body'],
      except: [],
      query: '{\n  "match": {\n    "title": "foo"\n  }\n}',
    });
    expect(form.remoteIndices[0].clusters).toEqual(['eu-*']);
    expect(form.metadata).toBe('{\n  "version": 1\n}');
    const body = esRoleBody(form);
    const expected: Record<string, unknown> = { ...LISTED };
    delete expected.transient_metadata;
    expect(body).toEqual({
      ok: true,
      value: {
        ...expected,
        indices: [{ ...LISTED.indices[0], allow_restricted_indices: undefined }],
      },
    });
  });

  it('writes an edited query in the shape the engine sent it, and a new one as an object', () => {
    const form = read(LISTED);
    const edited = {
      ...form,
      indices: [
        { ...form.indices[0], query: '{"term": {"a": 1}}' },
        { ...EMPTY_INDEX_ENTRY, names: ['b'], privileges: ['read'], query: '{"term": {"b": 2}}' },
      ],
    };
    const body = esRoleBody(edited);
    expect(body.ok && body.value.indices).toEqual([
      expect.objectContaining({ query: '{"term":{"a":1}}' }),
      { names: ['b'], privileges: ['read'], query: { term: { b: 2 } } },
    ]);
  });

  it('writes field-level security with the grant defaulted when only exceptions are given', () => {
    const body = esRoleBody({
      ...EMPTY_ES_FORM,
      indices: [{ ...EMPTY_INDEX_ENTRY, names: ['a'], except: ['secret'], allowRestricted: true }],
    });
    expect(body).toEqual({
      ok: true,
      value: {
        cluster: [],
        indices: [
          {
            names: ['a'],
            privileges: [],
            field_security: { grant: ['*'], except: ['secret'] },
            allow_restricted_indices: true,
          },
        ],
      },
    });
  });

  it('says where a query or the metadata is not a JSON object', () => {
    const form = { ...EMPTY_ES_FORM, indices: [{ ...EMPTY_INDEX_ENTRY, query: '{"a":' }] };
    expect(esRoleBody(form)).toEqual({
      ok: false,
      problem: { kind: 'query', index: 0, remote: false },
    });
    expect(esRoleBody({ ...EMPTY_ES_FORM, metadata: '[1]' })).toEqual({
      ok: false,
      problem: { kind: 'metadata' },
    });
  });

  it('refuses to show a key of a shape the form would lose', () => {
    expect(esRoleForm({ cluster: 'all' })).toEqual({
      ok: false,
      problem: { kind: 'shape', key: 'cluster' },
    });
    expect(esRoleForm({ indices: ['x'] })).toEqual({
      ok: false,
      problem: { kind: 'shape', key: 'indices' },
    });
  });
});
