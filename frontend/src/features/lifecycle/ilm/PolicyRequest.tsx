// The exact request the policy editor is about to send (PUT _ilm/policy/{name} and its JSON
// body), or, while it cannot be sent, why not.
import { ilmPolicyPath } from '../../../api/operations/ilm';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';

interface PolicyRequestProps {
  name: string;
  /** null: the body cannot be sent; `problem` says why. */
  body: unknown;
  problem: string | null;
}

export function PolicyRequest({ name, body, problem }: PolicyRequestProps) {
  const request = problem === null ? { method: 'PUT', path: ilmPolicyPath(name), body } : null;
  return <RequestPreview request={request} problem={problem} testId="ilm-policy-request" />;
}
