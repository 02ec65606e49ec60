import { describe, expect, it } from 'vitest';
import { scrollBackUp } from './RoleChangePreview';

/** A box scrolled down by `by` pixels (jsdom lays nothing out, so the offset is kept by hand). */
function scrolledBox(by: number): HTMLElement {
  const box = document.createElement('div');
  let offset = by;
  Object.defineProperty(box, 'scrollTop', {
    get: () => offset,
    set: (value: number) => {
      offset = value;
    },
  });
  return box;
}

describe('scrollBackUp', () => {
  it('brings the scrolled box around the preview back to its top, and only that one', () => {
    const page = scrolledBox(40);
    const dialog = scrolledBox(119);
    const body = document.createElement('div');
    const preview = document.createElement('div');
    page.append(dialog);
    dialog.append(body);
    body.append(preview);
    scrollBackUp(preview);
    expect(dialog.scrollTop).toBe(0);
    expect(page.scrollTop).toBe(40);
  });

  it('leaves boxes at their top as they are', () => {
    const box = scrolledBox(0);
    const preview = document.createElement('div');
    box.append(preview);
    scrollBackUp(preview);
    expect(box.scrollTop).toBe(0);
    scrollBackUp(null);
  });
});
