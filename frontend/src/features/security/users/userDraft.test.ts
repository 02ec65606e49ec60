import { describe, expect, it } from 'vitest';
import type { SecurityUser } from '../../../engine/securityUsers';
import { draftProblem, shownRequest, userDraft, userRequest } from './userDraft';

const JDOE: SecurityUser = {
  name: 'jdoe',
  fullName: '',
  email: '',
  description: 'on call',
  roles: ['readall'],
  backendRoles: ['ops'],
  enabled: null,
  reserved: false,
  hidden: false,
  metadata: { team: 'web' },
};

describe('user drafts', () => {
  it('asks for a name, a password of six characters typed twice when creating, and JSON metadata', () => {
    const draft = { ...userDraft(null), name: 'jane' };
    expect(draftProblem({ ...draft, name: ' ' }, true, 'elasticsearch')).toBe('nameMissing');
    expect(draftProblem(draft, true, 'elasticsearch')).toBe('passwordMissing');
    expect(
      draftProblem({ ...draft, password: 'abc', confirmation: 'abc' }, true, 'elasticsearch'),
    ).toBe('passwordShort');
    expect(
      draftProblem({ ...draft, password: 'abcdef', confirmation: 'abcdeg' }, true, 'elasticsearch'),
    ).toBe('passwordMismatch');
    const typed = { ...draft, password: 'abcdef', confirmation: 'abcdef' };
    expect(draftProblem({ ...typed, metadataText: '{"a":' }, true, 'elasticsearch')).toBe(
      'metadataInvalid',
    );
    expect(draftProblem({ ...typed, metadataText: '[1]' }, true, 'elasticsearch')).toBe(
      'metadataInvalid',
    );
    expect(draftProblem({ ...typed, metadataText: '{"level": 2}' }, true, 'opensearch')).toBe(
      'attributesNotText',
    );
    expect(
      draftProblem({ ...typed, metadataText: '{"level": 2}' }, true, 'elasticsearch'),
    ).toBeNull();
    // Editing keeps the password when none is typed.
    expect(draftProblem(userDraft(JDOE), false, 'opensearch')).toBeNull();
  });

  it('puts an Elasticsearch user whole, the password only when typed', () => {
    const draft = {
      ...userDraft(null),
      name: 'jane',
      roles: ['viewer'],
      fullName: 'Jane',
      email: 'j@x',
      password: 'secret1',
      confirmation: 'secret1',
    };
    expect(userRequest(draft, null, 'elasticsearch')).toEqual({
      method: 'PUT',
      body: {
        password: 'secret1',
        roles: ['viewer'],
        full_name: 'Jane',
        email: 'j@x',
        metadata: {},
        enabled: true,
      },
    });
    expect(
      userRequest({ ...draft, password: '', confirmation: '' }, null, 'elasticsearch').body,
    ).not.toHaveProperty('password');
  });

  it('puts a new OpenSearch user, and patches only what changed of an existing one', () => {
    const created = userRequest(
      {
        ...userDraft(null),
        name: 'x',
        password: 'secret1',
        confirmation: 'secret1',
        backendRoles: ['ops'],
      },
      null,
      'opensearch',
    );
    expect(created).toEqual({
      method: 'PUT',
      body: {
        password: 'secret1',
        backend_roles: ['ops'],
        opendistro_security_roles: [],
        attributes: {},
        description: '',
      },
    });
    const edited = userRequest(
      {
        ...userDraft(JDOE),
        backendRoles: ['ops', 'web'],
        password: 'newpass1',
        confirmation: 'newpass1',
      },
      JDOE,
      'opensearch',
    );
    expect(edited).toEqual({
      method: 'PATCH',
      body: [
        { op: 'add', path: '/password', value: 'newpass1' },
        { op: 'add', path: '/backend_roles', value: ['ops', 'web'] },
      ],
    });
    expect(userRequest(userDraft(JDOE), JDOE, 'opensearch').body).toEqual([]);
  });

  it('never shows the password in the request shown', () => {
    const es = userRequest(
      { ...userDraft(null), name: 'j', password: 'secret1', confirmation: 'secret1' },
      null,
      'elasticsearch',
    );
    const os = userRequest(
      { ...userDraft(JDOE), password: 'secret1', confirmation: 'secret1' },
      JDOE,
      'opensearch',
    );
    expect(JSON.stringify(shownRequest(es))).not.toContain('secret1');
    expect(JSON.stringify(shownRequest(os))).not.toContain('secret1');
    expect(shownRequest(os).body).toEqual([{ op: 'add', path: '/password', value: '********' }]);
  });
});
