import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadQuestionDialog } from '../components/ConfirmDialog/QuestionHost';
import { loadNotificationCard } from '../components/Notifications/NotificationHost';

// Screens load lazily; on a busy two-core machine the first import of a chunk can take seconds.
configure({ asyncUtilTimeout: 8000 });

// Browser APIs Mantine needs that happy-dom does not have. A test can still stub them itself.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// CodeMirror measures text through ranges and scrolls into view; the test DOM has no layout.
Range.prototype.getClientRects ??= () => document.body.getClientRects();
Range.prototype.getBoundingClientRect ??= () => document.body.getBoundingClientRect();
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// The parts the app fetches after its first screen (dialogs, notification cards) are loaded
// before the tests, as the app does in idle time, so they show in the render that asks for them.
await Promise.all([loadNotificationCard(), loadQuestionDialog()]);

// The test DOM's IntersectionObserver never reports an entry: without one, the app counts every
// element as in view, as a browser does with the small tables the tests render.
Reflect.deleteProperty(window, 'IntersectionObserver');
Reflect.deleteProperty(globalThis, 'IntersectionObserver');

// The test DOM gives phrasing elements (span, a, wbr, strong, …) no display at all, where a
// browser says inline; accessible names then gain spaces around them ('all- logs' for a name
// broken with <wbr>). The browser's default, stated once for the whole document.
{
  const inline = document.createElement('style');
  inline.textContent = `a, abbr, b, bdi, bdo, br, cite, code, data, del, dfn, em, i, img, ins, kbd,
    label, mark, q, s, samp, small, span, strong, sub, sup, svg, time, u, var, wbr { display: inline; }`;
  document.head.append(inline);
}

// Component files share one module graph per worker: the DOM each file leaves goes with it.
afterEach(() => {
  cleanup();
});
