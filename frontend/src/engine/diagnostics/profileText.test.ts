import { describe, expect, it } from 'vitest';
import {
  documentedExamples,
  specificationsAt,
} from '../../../scripts/examples/documentedExamples.mjs';
import { ES_ANSWER, OS_PROFILE } from './profile.fixture';
import { readProfileText } from './profileText';

const specRoot = new URL('../../../../../shared/api-specs', import.meta.url).pathname;

describe('readProfileText', () => {
  it('reads a whole search answer, or only its profile', () => {
    const whole = readProfileText(JSON.stringify(ES_ANSWER, null, 2));
    expect(whole.ok && whole.profile.shards[0].index).toBe('twitter');
    const part = readProfileText(JSON.stringify(OS_PROFILE));
    expect(part.ok && part.profile.shards).toHaveLength(2);
  });

  it('takes the profiled answer of a multi search', () => {
    const text = JSON.stringify({ took: 1, responses: [{ hits: {} }, ES_ANSWER] });
    const result = readProfileText(text);
    expect(result.ok && result.profile.shards[0].id).toBe('[2aE02wS1R8q_QFnYu6vDVQ][twitter][0]');
  });

  it('says where a text stops being JSON', () => {
    expect(readProfileText('{"profile": {"shards": [}')).toEqual({
      ok: false,
      error: { code: 'notJson', position: 24 },
    });
  });

  it('names what else a text is', () => {
    expect(readProfileText('  \n')).toEqual({ ok: false, error: { code: 'empty' } });
    expect(readProfileText('[1]')).toEqual({ ok: false, error: { code: 'notObject' } });
    expect(readProfileText('{"profile": {}}')).toEqual({ ok: false, error: { code: 'noShards' } });
    const failure = { error: { type: 'parsing_exception', reason: 'unknown query [mtch]' } };
    expect(readProfileText(JSON.stringify(failure))).toEqual({
      ok: false,
      error: { code: 'error', reason: 'unknown query [mtch]' },
    });
  });

  it.skipIf(!specificationsAt(specRoot))(
    'asks for a profile of the documented answer without one',
    () => {
      const [answer] = documentedExamples(specRoot, '_global/search');
      expect(readProfileText(JSON.stringify(answer.value))).toEqual({
        ok: false,
        error: { code: 'noProfile' },
      });
    },
  );
});
