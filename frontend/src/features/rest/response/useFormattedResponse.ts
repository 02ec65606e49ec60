import { useEffect, useState } from 'react';
import { formatResponseAsync, prepareFormatter } from './formatInWorker';
import { plainResponse, type FormattedResponse } from './responseFormat';

export interface ResponseView extends FormattedResponse {
  /** True while a new body is being formatted; `text` still shows the previous one. */
  formatting: boolean;
}

const EMPTY: FormattedResponse = { text: '', truncated: false, shownLength: 0, totalLength: 0 };

/**
 * The shown form of a response body: JSON formatted (off the main thread when it is large), any
 * other answer as it is.
 */
export function useFormattedResponse(bodyText: string, json: boolean): ResponseView {
  const [view, setView] = useState<{ body: string; result: FormattedResponse }>({
    body: '',
    result: EMPTY,
  });

  useEffect(prepareFormatter, []);

  useEffect(() => {
    let current = true;
    const formatted = json
      ? formatResponseAsync(bodyText)
      : Promise.resolve(plainResponse(bodyText));
    void formatted.then((result) => {
      // User Timing marks for the large-response benchmark (e2e/bench/rest-large.mjs).
      performance.mark('rest:formatted');
      if (current) setView({ body: bodyText, result });
    });
    return () => {
      current = false;
    };
  }, [bodyText, json]);

  return { ...view.result, formatting: view.body !== bodyText };
}
