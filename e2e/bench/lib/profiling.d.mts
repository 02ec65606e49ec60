import type { CDPSession } from '@playwright/test';

export declare function threadTime(cdp: CDPSession): Promise<number>;
export declare function timed<T extends object>(
  cdp: CDPSession,
  run: () => Promise<T>,
): Promise<T & { cpu: number }>;
export declare function profiled<T>(
  cdp: CDPSession,
  wanted: boolean,
  run: () => Promise<T>,
): Promise<T>;
export declare function examined<T>(
  where: {
    browser: import('@playwright/test').Browser;
    page: import('@playwright/test').Page;
    cdp: CDPSession;
    name: string;
  },
  run: () => Promise<T>,
): Promise<T>;
export declare function markClock(page: import('@playwright/test').Page): Promise<number>;
export declare function withTrace<T>(
  browser: import('@playwright/test').Browser,
  page: import('@playwright/test').Page,
  print: boolean,
  run: () => Promise<T>,
): Promise<{ result: T; events: unknown[] }>;
export declare function mainThreadWork(
  events: unknown[],
  clockAt: number,
  from: number,
  to: number,
): number;
