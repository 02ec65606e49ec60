// Why a form/JSON editor's text cannot be sent, as its code editor marks it: at the character
// where the text stops reading as JSON, else at the start of the text.
import type { EditorProblem } from '../CodeEditor/types';

/** What the editor's state (useDraftEditor) says of its body: a syntax error says where it is. */
interface DraftOutcome {
  body: { ok: true } | { ok: false; problem: { kind: string; position?: number } };
  /** The problem in the user's words; null when the body can be sent. */
  problem: string | null;
}

export function draftTextProblem({ body, problem }: DraftOutcome): EditorProblem | null {
  if (body.ok) return null;
  const syntax = body.problem.kind === 'syntax' ? body.problem.position : undefined;
  return { position: syntax ?? 0, message: problem ?? '' };
}
