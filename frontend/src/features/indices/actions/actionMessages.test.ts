import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../i18n/translate';
import {
  indexCreated,
  reindexStarted,
  confirmationFor,
  deleteAllDocumentsConfirmation,
  doneMessage,
  failedMessages,
  LISTED_NAMES,
  renderMessage,
} from './actionMessages';

// A translator that shows the key and its parameters, so the tests read what would be shown.
const t = ((key: string, params?: Record<string, unknown>) =>
  params && Object.keys(params).length > 0
    ? `${key}(${JSON.stringify(params)})`
    : key) as unknown as TFunction;

describe('confirmationFor', () => {
  it('runs refresh, flush, clear cache, forcemerge and open on named indices without asking', () => {
    for (const action of ['refresh', 'flush', 'clearCache', 'forcemerge', 'open'] as const) {
      expect(confirmationFor(action, ['logs'])).toBeNull();
    }
  });

  it('asks before closing or deleting, naming the one index', () => {
    const close = confirmationFor('close', ['logs']);
    expect(close?.danger).toBe(true);
    expect(renderMessage(t, close!.paragraphs[0])).toBe(
      'indices.confirm.close.question({"target":"indices.target.one({\\"index\\":\\"logs\\"})"})',
    );
    expect(close?.paragraphs).toHaveLength(1);
    expect(confirmationFor('delete', ['logs'])?.title.key).toBe('indices.confirm.delete.title');
  });

  it('lists the names of a bulk delete, cut after the first ten', () => {
    const names = Array.from({ length: 13 }, (_, i) => `idx-${i}`);
    const question = confirmationFor('delete', names)!;
    expect(question.paragraphs[0].key).toBe('indices.confirm.delete.questionMany');
    expect(question.paragraphs[1].params?.names).toBe(names.slice(0, LISTED_NAMES).join('\n'));
    expect(question.paragraphs[2]).toEqual({ key: 'indices.confirm.more', params: { count: 3 } });
  });

  it('asks for the index name, or the count of a bulk delete, when typing is on', () => {
    expect(confirmationFor('delete', ['logs'], true)?.typed).toBe('logs');
    expect(confirmationFor('delete', ['a', 'b', 'c'], true)?.typed).toBe('3');
    expect(confirmationFor('delete', ['logs'], false)?.typed).toBeUndefined();
    expect(confirmationFor('close', ['logs'], true)?.typed).toBeUndefined();
  });

  it('asks before an action that would reach every index', () => {
    const question = confirmationFor('forcemerge', [])!;
    expect(renderMessage(t, question.title)).toBe(
      'indices.confirm.allTitle({"action":"indices.actions.forcemerge"})',
    );
    expect(question.danger).toBe(false);
  });
});

describe('deleteAllDocumentsConfirmation', () => {
  it('warns that all data of the index goes', () => {
    const question = deleteAllDocumentsConfirmation('logs');
    expect(question.paragraphs[0].key).toBe('indices.confirm.deleteByQuery.warning');
    expect(renderMessage(t, question.paragraphs[1])).toContain('logs');
    expect(question.danger).toBe(true);
  });
});

describe('doneMessage and failedMessages', () => {
  it('words the success with its target', () => {
    expect(renderMessage(t, doneMessage('refresh', { kind: 'many', count: 20 }))).toBe(
      'indices.done.refresh({"target":"indices.target.many({\\"count\\":20})"})',
    );
  });

  it('names the failed indices and the reasons', () => {
    const { body } = failedMessages('close', {
      target: { kind: 'many', count: 2 },
      indices: ['a', 'b'],
      reasons: ['blocked', 'gone'],
    });
    expect(body).toEqual({
      key: 'indices.failed.body',
      params: { indices: 'a, b', reasons: 'blocked\ngone' },
    });
  });

  it('gives only the reason when the request named no index', () => {
    const { body } = failedMessages('refresh', {
      target: { kind: 'all' },
      indices: [],
      reasons: ['timeout'],
    });
    expect(body.key).toBe('indices.failed.reasonOnly');
  });
});

describe('reindexStarted', () => {
  it('names the task the cluster runs the reindex as', () => {
    expect(reindexStarted('logs-new', { task: 'oTUltX4IQMOUUVeiohTt8A:12345' })).toEqual({
      key: 'indices.reindex.startedAs',
      params: { dest: 'logs-new', task: 'oTUltX4IQMOUUVeiohTt8A:12345' },
    });
    expect(reindexStarted('logs-new', {})).toEqual({
      key: 'indices.reindex.started',
      params: { dest: 'logs-new' },
    });
  });
});

describe('indexCreated', () => {
  it('names the index the cluster created, date math resolved, or else the typed name', () => {
    expect(
      indexCreated('<logs-{now/d}>', { acknowledged: true, index: 'logs-2026.11.24' }),
    ).toEqual({
      key: 'indices.newIndex.created',
      params: { index: 'logs-2026.11.24' },
    });
    expect(indexCreated('logs', { acknowledged: true })).toEqual({
      key: 'indices.newIndex.created',
      params: { index: 'logs' },
    });
    expect(indexCreated('logs', null).params).toEqual({ index: 'logs' });
  });
});
