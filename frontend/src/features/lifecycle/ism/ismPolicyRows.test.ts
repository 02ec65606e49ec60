import { describe, expect, it } from 'vitest';
import { createTranslations } from '../../../i18n/translate';
import english from '../../../i18n/locales/en.json';
import { ismPolicies } from '../../../engine/lifecyclePolicies';
import { ismPolicyRows, matchesIsmPolicy, readIsmTemplates, stateProblems } from './ismPolicyRows';
import { namesText, stateLine, stateProblemText, templateText } from './ismPolicyText';
import { newPolicyBody, policyEditText, readPolicyText } from './ismPolicyEditing';
import { listedIsmPolicy } from './testIsmPolicies';

const { t } = createTranslations('en', english);

// The documented answer of GET _plugins/_ism/policies.
const ANSWER = ismPolicies({
  policies: [
    listedIsmPolicy('hot-warm-delete', {
      description: 'Logs: hot, warm, deleted',
      default_state: 'hot',
      states: [
        {
          name: 'hot',
          actions: [
            { retry: { count: 3, backoff: 'exponential', delay: '1m' }, rollover: {} },
            { timeout: '1h', replica_count: { number_of_replicas: 1 } },
          ],
          transitions: [
            { state_name: 'warm', conditions: { min_index_age: '7d' } },
            { state_name: 'delete', conditions: { min_doc_count: 1000000 } },
          ],
        },
        {
          name: 'warm',
          actions: [{ read_only: {} }],
          transitions: [
            {
              state_name: 'delete',
              conditions: { cron: { cron: { expression: '0 3 * * SAT', timezone: 'UTC' } } },
            },
          ],
        },
        { name: 'delete', actions: [{ delete: {} }], transitions: [] },
      ],
      ism_template: [{ index_patterns: ['logs-*', 'app-*'], priority: 100 }],
    }),
    {
      _id: 'bare',
      policy: { default_state: 'only', states: [{ name: 'only' }], ism_template: null },
    },
    { policy: { description: 'no id anywhere' } },
  ],
  total_policies: 3,
});

describe('ISM policy rows', () => {
  const [full, bare] = ismPolicyRows(ANSWER, { 'hot-warm-delete': ['logs-1', 'logs-2'] });

  it('reads each policy with its states, actions, transitions, templates and use', () => {
    expect(ismPolicyRows(ANSWER, null)).toHaveLength(2);
    expect(full).toMatchObject({
      id: 'hot-warm-delete',
      description: 'Logs: hot, warm, deleted',
      defaultState: 'hot',
      lastUpdated: 1764374400000,
      version: { seqNo: 12, primaryTerm: 3 },
      usedBy: ['logs-1', 'logs-2'],
      templates: [{ patterns: ['logs-*', 'app-*'], priority: 100 }],
    });
    expect(full.states.map((state) => state.actions)).toEqual([
      ['rollover', 'replica_count'],
      ['read_only'],
      ['delete'],
    ]);
    expect(bare).toMatchObject({ usedBy: [], templates: [], version: null, lastUpdated: null });
    expect(bare.states).toEqual([{ name: 'only', actions: [], transitions: [] }]);
    expect(ismPolicyRows(ANSWER, null)[0].usedBy).toBeNull();
  });

  it('says each state in words, the default marked, each transition after an arrow', () => {
    expect(full.states.map((state, i) => stateLine(t, state, i === 0))).toEqual([
      'hot (default) [rollover, replica_count] → warm (after 7d) → delete (at 1000000 documents)',
      'warm [read_only] → delete (on schedule 0 3 * * SAT, UTC)',
      'delete [delete]',
    ]);
    const immediate = { name: 'a', actions: [], transitions: [{ target: 'b', conditions: [] }] };
    expect(stateLine(t, immediate, false)).toBe('a → b (when its actions are done)');
    const rolled = {
      name: 'w',
      actions: [],
      transitions: [
        { target: 'd', conditions: [{ kind: 'min_rollover_age', value: '1d' } as const] },
        { target: 'd', conditions: [{ kind: 'min_size', value: '50gb' } as const] },
      ],
    };
    expect(stateLine(t, rolled, false)).toBe('w → d (1d after rollover) → d (at a size of 50gb)');
  });

  it('reads ISM templates given as an object, a list or null', () => {
    expect(readIsmTemplates({ index_patterns: ['a-*'], priority: 5 })).toEqual([
      { patterns: ['a-*'], priority: 5 },
    ]);
    expect(readIsmTemplates(null)).toEqual([]);
    expect(templateText(t, full.templates[0])).toBe('logs-*, app-* (priority 100)');
  });

  it('names transitions and default states that name no state', () => {
    const problems = stateProblems(
      [{ name: 'hot', actions: [], transitions: [{ target: 'warm', conditions: [] }] }],
      'cold',
    );
    expect(problems.map((problem) => stateProblemText(t, problem))).toEqual([
      'The default state cold is not one of the states.',
      'State hot moves to warm, which is not one of the states.',
    ]);
  });

  it('filters on id, description, states and patterns', () => {
    expect(matchesIsmPolicy(full, 'APP-')).toBe(true);
    expect(matchesIsmPolicy(full, 'warm')).toBe(true);
    expect(matchesIsmPolicy(bare, 'logs')).toBe(false);
  });

  it('names the first ten indices and says how many more', () => {
    const names = Array.from({ length: 12 }, (_, i) => `i${i}`);
    expect(namesText(t, names)).toBe('i0, i1, i2, i3, i4, i5, i6, i7, i8, i9 and 2 more');
    expect(namesText(t, ['a', 'b'])).toBe('a, b');
  });
});

describe('ISM policy editing', () => {
  it('starts a new policy hot, deleted after 30 days, for an ISM template', () => {
    const body = newPolicyBody('d');
    expect(body.policy).toMatchObject({
      description: 'd',
      ism_template: [{ index_patterns: ['logs-*'], priority: 100 }],
    });
    const reading = readPolicyText(JSON.stringify(body));
    expect(reading).toMatchObject({ kind: 'policy', defaultState: 'hot', problems: [] });
    if (reading.kind !== 'policy') return;
    expect(reading.states.map((state) => stateLine(t, state, false))).toEqual([
      'hot → delete (after 30d)',
      'delete [delete]',
    ]);
  });

  it('edits a policy without the fields the engine sets', () => {
    const [row] = ismPolicyRows(ANSWER, null);
    const body = JSON.parse(policyEditText(row.policy)) as { policy: Record<string, unknown> };
    expect(Object.keys(body.policy)).toEqual([
      'description',
      'schema_version',
      'error_notification',
      'default_state',
      'states',
      'ism_template',
    ]);
  });

  it('reads back text that is no JSON, no object, or has no policy', () => {
    expect(readPolicyText('{"policy": ')).toEqual({ kind: 'syntax', position: 11 });
    expect(readPolicyText('[]')).toEqual({ kind: 'notObject' });
    expect(readPolicyText('{"states": []}')).toEqual({ kind: 'noPolicy' });
  });
});
