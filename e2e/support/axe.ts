import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures/test';

// axe-core on a page as it is, in the light theme and then the dark one: the serious and critical
// violations are collected, so that a spec checks every screen before it fails and lists
// everything at once.

export interface Finding {
  screen: string;
  id: string;
  impact: string;
  targets: string[];
}

/** For colour-contrast findings, the colours and the ratio axe measured. */
function contrastOf(checks: readonly { data?: unknown }[]): string {
  const data = checks[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
}

const THEMES = ['light', 'dark'] as const;

/**
 * The rules whose answer depends on the colours. A theme changes only colours (the page's
 * elements, names and roles stay as they are), so the second theme is checked by these alone.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What AxeBuilder is given to evaluate as axe-core's source: nothing, as the page has it already. */
const ALREADY_ON_THE_PAGE = 'void 0';

/**
 * Puts axe-core (half a megabyte of source) in the page unless this document has it already.
 * AxeBuilder evaluates the source twice on every run; here it is evaluated once per document.
 */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axeCore.source);
}

/**
 * Runs axe on the page as it is, in the light theme with every rule and then in the dark one with
 * the colour rules, and keeps the serious and critical violations. The page stays in the dark
 * theme until the next check.
 */
export async function check(page: Page, screen: string, findings: Finding[], testInfo: TestInfo): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    // A dialog fading in is measured mid-way otherwise (grey on grey): wait for transitions to
    // end. Endless ones (a spinner, a pulsing status dot) never end and are not waited for, nor
    // is a notification's countdown bar: it moves a step every tenth of a second until the
    // notification closes, and changes no colour.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => {
        if (animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity) return true;
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return target?.matches('[role="status"] [role="progressbar"]') === true;
      }),
    );
    // The page has no frames: axe runs in it directly (legacy mode) instead of finishing each
    // run in a new blank page, and details only the violations. Half the time, same findings.
    await injectAxe(page);
    const axe = new AxeBuilder({ page, axeSource: ALREADY_ON_THE_PAGE }).setLegacyMode().options({ resultTypes: ['violations'] });
    const results = await (theme === THEMES[0] ? axe : axe.withRules(COLOUR_RULES)).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    for (const violation of serious) {
      findings.push({
        screen: `${screen} (${theme})`,
        id: violation.id,
        impact: violation.impact ?? '',
        targets: violation.nodes.map((node) => `${node.target.join(' ')}${contrastOf(node.any)}`),
      });
    }
    const count = serious.reduce((sum, v) => sum + v.nodes.length, 0);
    const kinds = serious.map((v) => `${v.id}×${v.nodes.length}`).join(', ');
    console.log(`axe ${testInfo.project.name} ${testInfo.title}: ${screen} (${theme}): ${count} (${kinds})`);
  }
}

export function report(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.screen}: ${f.id} (${f.impact})\n    ${f.targets.join('\n    ')}`).join('\n');
}
