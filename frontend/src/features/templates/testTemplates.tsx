// What the templates screen's tests share: the screen rendered on a test cluster, the requests
// it sent told apart, the JSON editor driven as typing would, and the preview's text awaited.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect } from 'vitest';
import type { RecordedRequest } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { TemplatesScreen } from './TemplatesScreen';

// Rendering the screen and its first answer can take seconds on a busy machine.
export const SLOW = { timeout: 15_000 };

/** The address the screen is at, and the browser's Back. */
function History() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        History back
      </button>
    </>
  );
}

export function renderTemplates(
  cluster: Partial<Cluster> = {},
  path = '/cluster/0/index_templates',
) {
  return renderScreen(
    <>
      <TemplatesScreen />
      <History />
    </>,
    { connection: testConnection([testCluster(cluster)], 0) },
    path,
  );
}

export const location = () => screen.getByTestId('location').textContent;
export const historyBack = () =>
  userEvent.click(screen.getByRole('button', { name: 'History back' }));

/** Each request as 'METHOD /path'. */
export const said = (calls: RecordedRequest[]) =>
  calls.map((call) => `${call.method} ${new URL(call.url).pathname}`);
export const writes = (calls: RecordedRequest[]) => calls.filter((call) => call.method !== 'GET');
export const bodyOf = (call: RecordedRequest | undefined) =>
  JSON.parse(call?.body ?? 'null') as unknown;

export { editorIn, setEditorText } from '../../test/codeEditor';

/** Types a new index template's name and one index pattern into its dialog. */
export async function typeNameAndPattern(dialog: HTMLElement, name: string, pattern: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /Index patterns/ }),
    `${pattern}{enter}`,
  );
}

/** Waits until the preview's JSON viewers show `text`. */
export async function previewShows(preview: HTMLElement, text: string) {
  await waitFor(() => {
    const shown = [...preview.querySelectorAll('.cm-content')].map((node) => node.textContent);
    expect(shown.join('\n')).toContain(text);
  }, SLOW);
}
