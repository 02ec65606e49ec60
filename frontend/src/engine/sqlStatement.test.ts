import { isReadStatement } from './sqlStatement';

describe('isReadStatement', () => {
  it.each([
    'SELECT * FROM logs',
    'select 1',
    '  -- newest\n SELECT * FROM logs ORDER BY ts DESC',
    '/* a; b */ SHOW TABLES LIKE logs%',
    'DESCRIBE TABLES LIKE logs',
    'desc logs',
    '((SELECT 1))',
    "SELECT 'a;b' FROM logs;",
    'SELECT "x;" FROM `lo;gs` ; ; -- done',
    'SELECT 1 -- ; DELETE FROM logs',
    "SELECT 'it''s'",
    'SELECT 1; /* done */ ;\n',
    '\f\r\tSELECT\n1',
  ])('reads: %s', (statement) => {
    expect(isReadStatement(statement)).toBe(true);
  });

  it.each([
    'DELETE FROM logs WHERE 1=1',
    'delete from logs',
    'SELECT 1; DELETE FROM logs',
    'SELECT 1 /* ; */; DELETE FROM logs',
    'SELECTX FROM logs',
    'SELECT_ 1',
    '',
    '   ',
    '/* unterminated SELECT',
    "SELECT 'unterminated",
    'SELECT 1 /* unterminated',
    'SELECT 1; /* unterminated',
    'UPDATE logs SET a = 1',
    '-- SELECT\nDELETE FROM logs',
    '\vSELECT 1',
    'SELECT 1;;x',
  ])('does not read: %s', (statement) => {
    expect(isReadStatement(statement)).toBe(false);
  });
});
