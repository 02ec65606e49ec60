import { describe, expect, it } from 'vitest';
import { auditFields, readAuditAnswer, withAuditField } from './opensearchAudit';

const ANSWER = {
  _readonly: ['/audit/exclude_sensitive_headers', '/compliance/internal_config', 7],
  config: {
    enabled: true,
    audit: {
      enable_rest: true,
      disabled_rest_categories: ['AUTHENTICATED'],
      exclude_sensitive_headers: true,
      threadpool: 10,
    },
    compliance: { internal_config: true, read_watched_fields: { logs: ['message'] } },
  },
};

describe('audit configuration', () => {
  it('reads the config and the read-only pointers', () => {
    const read = readAuditAnswer(ANSWER);
    expect(read.readOnly).toEqual([
      '/audit/exclude_sensitive_headers',
      '/compliance/internal_config',
    ]);
    expect(read.config.enabled).toBe(true);
    expect(readAuditAnswer(null)).toEqual({ config: {}, readOnly: [] });
  });

  it('lists the fields, top level first, each with its kind and whether it may change', () => {
    const fields = auditFields(readAuditAnswer(ANSWER));
    expect(fields.map((field) => [field.pointer, field.kind, field.readOnly])).toEqual([
      ['/enabled', 'boolean', false],
      ['/audit/enable_rest', 'boolean', false],
      ['/audit/disabled_rest_categories', 'strings', false],
      ['/audit/exclude_sensitive_headers', 'boolean', true],
      ['/audit/threadpool', 'number', false],
      ['/compliance/internal_config', 'boolean', true],
      ['/compliance/read_watched_fields', 'json', false],
    ]);
  });

  it('sets one field and leaves the rest and the original alone', () => {
    const config = readAuditAnswer(ANSWER).config;
    const changed = withAuditField(config, 'audit', 'enable_rest', false);
    expect(changed.audit).toMatchObject({ enable_rest: false, threadpool: 10 });
    expect(config.audit).toMatchObject({ enable_rest: true });
    expect(withAuditField(config, '', 'enabled', false).enabled).toBe(false);
  });
});
