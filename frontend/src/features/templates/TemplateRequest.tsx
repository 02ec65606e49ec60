// The exact request a template dialog is about to send: method, path and JSON body, or, while
// the body cannot be sent, why not.
import { RequestPreview } from '../../components/RequestPreview/RequestPreview';

interface TemplateRequestProps {
  method: string;
  path: string;
  /** null: the body is not valid; `problem` says why. */
  body: unknown;
  problem: string | null;
  testId: string;
}

export function TemplateRequest({ method, path, body, problem, testId }: TemplateRequestProps) {
  const request = problem === null ? { method, path, body } : null;
  return <RequestPreview request={request} problem={problem} testId={testId} />;
}
