// The JSON text of the policy editor's JSON mode: what it holds (a body that can be sent, and
// whether the form can show it), or where and why it cannot be sent.
import type { IlmPolicyBody } from '../../../api/operations/ilm';
import { parseJson } from '../../../lib/json';
import { jsonErrorPosition } from '../../../lib/jsonError';
import { isRecord } from '../../../lib/storage';
import { bodyToForm, type FormRead } from './policyForm';

export type TextProblem =
  { kind: 'syntax'; position: number } | { kind: 'notObject' } | { kind: 'noPolicy' };

export type TextRead =
  { ok: true; body: IlmPolicyBody; form: FormRead } | { ok: false; problem: TextProblem };

/** The body a text holds, with the form that shows it when one can. */
export function readPolicyText(text: string): TextRead {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    return { ok: false, problem: { kind: 'syntax', position: jsonErrorPosition(text) ?? 0 } };
  }
  if (!isRecord(value)) return { ok: false, problem: { kind: 'notObject' } };
  if (!isRecord(value.policy)) return { ok: false, problem: { kind: 'noPolicy' } };
  return { ok: true, body: value as IlmPolicyBody, form: bodyToForm(value) };
}
