// Formats response bodies off the main thread, so a large answer never blocks the page.
import { formatResponse, type FormattedResponse } from './responseFormat';

export interface FormatRequest {
  id: number;
  bodyText: string;
}

export interface FormatReply {
  id: number;
  result: FormattedResponse;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<FormatRequest>) => void) | null;
  postMessage: (message: FormatReply) => void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, bodyText } = event.data;
  scope.postMessage({ id, result: formatResponse(bodyText) });
};
