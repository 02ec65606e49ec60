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
    expect(draftProblem({ ...draft, name: ' ' }, true, 'xpack')).toBe('nameMissing');
    expect(draftProblem(draft, true, 'xpack')).toBe('passwordMissing');
    expect(draftProblem({ ...draft, password: 'abc', confirmation: 'abc' }, true, 'xpack')).toBe(
      'passwordShort',
    );
    expect(
      draftProblem({ ...draft, password: 'abcdef', confirmation: 'abcdeg' }, true, 'xpack'),
    ).toBe('passwordMismatch');
    const typed = { ...draft, password: 'abcdef', confirmation: 'abcdef' };
    expect(draftProblem({ ...typed, metadataText: '{"a":' }, true, 'xpack')).toBe(
      'metadataInvalid',
    );
    expect(draftProblem({ ...typed, metadataText: '[1]' }, true, 'xpack')).toBe('metadataInvalid');
    expect(draftProblem({ ...typed, metadataText: '{"level": 2}' }, true, 'opendistro')).toBe(
      'attributesNotText',
    );
    expect(draftProblem({ ...typed, metadataText: '{"level": 2}' }, true, 'xpack')).toBeNull();
    // Editing keeps the password when none is typed.
    expect(draftProblem(userDraft(JDOE), false, 'opendistro')).toBeNull();
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
    expect(userRequest(draft, null, 'xpack')).toEqual({
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
      userRequest({ ...draft, password: '', confirmation: '' }, null, 'xpack').body,
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
      'opendistro',
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
      'opendistro',
    );
    expect(edited).toEqual({
      method: 'PATCH',
      body: [
        { op: 'add', path: '/password', value: 'newpass1' },
        { op: 'add', path: '/backend_roles', value: ['ops', 'web'] },
      ],
    });
    expect(userRequest(userDraft(JDOE), JDOE, 'opendistro').body).toEqual([]);
  });

  it('never shows the password in the request shown', () => {
    const es = userRequest(
      { ...userDraft(null), name: 'j', password: 'secret1', confirmation: 'secret1' },
      null,
      'xpack',
    );
    const os = userRequest(
      { ...userDraft(JDOE), password: 'secret1', confirmation: 'secret1' },
      JDOE,
      'opendistro',
    );
    expect(JSON.stringify(shownRequest(es))).not.toContain('secret1');
    expect(JSON.stringify(shownRequest(os))).not.toContain('secret1');
    expect(shownRequest(os).body).toEqual([{ op: 'add', path: '/password', value: '********' }]);
  });
});
