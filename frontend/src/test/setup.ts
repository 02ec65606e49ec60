import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { loadQuestionDialog } from '../components/ConfirmDialog/QuestionHost';
import { loadNotificationCard } from '../components/Notifications/NotificationHost';

// Screens load lazily; on a busy two-core machine the first import of a chunk can take seconds.
configure({ asyncUtilTimeout: 8000 });

// Browser APIs Mantine needs that jsdom does not have. A test can still stub them itself.
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

// CodeMirror measures text through ranges and scrolls into view; jsdom has no layout.
Range.prototype.getClientRects ??= () => document.body.getClientRects();
Range.prototype.getBoundingClientRect ??= () => document.body.getBoundingClientRect();
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// The parts the app fetches after its first screen (dialogs, notification cards) are loaded
// before the tests, as the app does in idle time, so they show in the render that asks for them.
await Promise.all([loadNotificationCard(), loadQuestionDialog()]);
