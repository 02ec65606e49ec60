import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../test/renderWithStore';
import type { BodyLimit } from '../run/limits';
import { ImportOptionsFields } from './ImportOptionsFields';
import { initialDraft } from './importDraft';

async function bodySizeHint(bodyLimit: BodyLimit | null): Promise<string | null> {
  const view = await renderWithStore(
    <ImportOptionsFields
      draft={initialDraft('logs')}
      onChange={() => undefined}
      format="ndjson"
      fields={[]}
      bodyLimit={bodyLimit}
    />,
  );
  const field = screen.getByLabelText('Body size (MB)');
  const hint = field.getAttribute('aria-describedby');
  const text = hint === null ? null : (document.getElementById(hint)?.textContent ?? null);
  view.unmount();
  return text;
}

describe('the body size field', () => {
  it('names the limit that caps the body size', async () => {
    expect(await bodySizeHint({ bytes: 104_857_600, source: 'cluster' })).toBe(
      'The cluster takes bodies of 105 MB at most; a larger choice is cut to that.',
    );
    expect(await bodySizeHint({ bytes: 20_000_000, source: 'proxy' })).toBe(
      'The server passing requests to this cluster takes bodies of 20 MB at most; a larger choice is cut to that.',
    );
    expect(await bodySizeHint({ bytes: 10_000_000, source: 'signingProxy' })).toBe(
      'The server signing requests to this cluster takes bodies of 10 MB at most; a larger choice is cut to that.',
    );
  });

  it('says nothing of a limit when none is known', async () => {
    expect(await bodySizeHint(null)).toBeNull();
  });
});
