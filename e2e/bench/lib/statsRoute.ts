// The live metrics bench's `_nodes/stats` route: the model's answers at the clock's second,
// counted, and held back on demand (so that no sample comes during an interaction).
import type { BrowserContext, Route } from '@playwright/test';
import { corsHeaders } from '../../support/engineRoute';
import { LiveAnswers, type NodesModel } from './liveNodes';

export const HOUR_S = 3600;

/** `_nodes/stats` answered from the model, counting the answers; `hold` keeps them back. */
export class StatsRoute {
  answered = 0;
  held: (() => void)[] = [];
  hold = false;
  private waiters: (() => void)[] = [];

  private readonly answers: LiveAnswers;

  constructor(model: NodesModel) {
    this.answers = new LiveAnswers(model);
  }

  async install(context: BrowserContext, engineUrl: string): Promise<void> {
    const origin = new URL(engineUrl).origin;
    await context.route(
      (url) => url.origin === origin && url.pathname.startsWith('/_nodes/stats'),
      (route) => this.answer(route),
    );
  }

  /** Resolves on the next answer sent. */
  next(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    this.hold = false;
    this.held.splice(0).forEach((send) => send());
  }

  private async answer(route: Route): Promise<void> {
    const headers = { ...(await corsHeaders(route.request())), 'timing-allow-origin': '*' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    const send = () => {
      const now = Date.now();
      const body = this.answers.at((now - START) / 1000, now);
      this.answered += 1;
      void route.fulfill({
        status: 200,
        headers: { ...headers, 'content-type': 'application/json; charset=UTF-8' },
        body,
      });
      this.waiters.splice(0).forEach((resolve) => resolve());
    };
    if (this.hold) this.held.push(send);
    else send();
  }
}

/** The model's second 0: an hour ago when the module loads; the stored hour starts there. */
export const START = Date.now() - HOUR_S * 1000;
