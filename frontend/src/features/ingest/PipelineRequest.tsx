// The exact request the pipeline editor is about to send, or, while the body cannot be sent,
// why not.
import { pipelinePath } from '../../api/operations/ingest';
import { RequestPreview } from '../../components/RequestPreview/RequestPreview';

interface PipelineRequestProps {
  id: string;
  /** null: the body cannot be sent; `problem` says why. */
  body: Record<string, unknown> | null;
  problem: string | null;
}

export function PipelineRequest({ id, body, problem }: PipelineRequestProps) {
  const request = body === null ? null : { method: 'PUT', path: pipelinePath(id), body };
  return <RequestPreview request={request} problem={problem} testId="pipeline-request" />;
}
