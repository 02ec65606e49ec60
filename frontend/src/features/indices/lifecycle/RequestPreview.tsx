// The request a lifecycle form is about to send, exactly as it goes out: the line and the body.
import { RequestPreview as Preview } from '../../../components/RequestPreview/RequestPreview';
import { parseRequestText } from '../../../components/RequestPreview/previewedRequest';

export function RequestPreview({ text, note }: { text: string; note?: string | null }) {
  return <Preview request={parseRequestText(text)} note={note} testId="lifecycle-request" />;
}
