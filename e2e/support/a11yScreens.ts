import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, type Engine } from '../fixtures/test';
import { report, type Finding } from './axe';
import { engineCall } from './engineApi';

// What the accessibility spec files share: the data their screens show, seeded before a file's
// tests and removed after them, and the walks through the screens, each a test of its own.

export const INDEX = 'a11y-books';
export const COPY = 'a11y-books-copy';
// More replicas than the engine's one node: the cluster is yellow, so the dashboard offers "Why?".
export const UNASSIGNED_INDEX = 'a11y-unassigned';
export const REPOSITORY = 'a11y-repo';
/** An index under the flood-stage block, so the indices screen shows its alert. */
export const FLOOD_INDEX = 'a11y-flood-blocked';
/** A pipeline whose simulation changes a field and adds one (Elasticsearch only). */
export const PIPELINE = 'a11y-pipeline';

/** Seeds what the screens show: an index with a document, a yellow cluster, a flood-stage block and a repository. */
export async function seedScreens(engine: Engine): Promise<void> {
  await engineCall(engine, 'DELETE', INDEX).catch(() => undefined);
  await engineCall(engine, 'DELETE', COPY).catch(() => undefined);
  await engineCall(engine, 'PUT', INDEX, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  await engineCall(engine, 'PUT', `${INDEX}/_doc/1?refresh=true`, { title: 'Dune', pages: 412 });
  await engineCall(engine, 'DELETE', FLOOD_INDEX).catch(() => undefined);
  await engineCall(engine, 'PUT', FLOOD_INDEX, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  await engineCall(engine, 'PUT', `${FLOOD_INDEX}/_settings`, { 'index.blocks.read_only_allow_delete': true });
  await engineCall(engine, 'DELETE', UNASSIGNED_INDEX).catch(() => undefined);
  await engineCall(engine, 'PUT', UNASSIGNED_INDEX, { settings: { number_of_shards: 1, number_of_replicas: 1 } });
  // osmem-server has no snapshot API: its repositories screen shows the engine's refusal.
  await engineCall(engine, 'PUT', `_snapshot/${REPOSITORY}`, { type: 'fs', settings: { location: `/tmp/${REPOSITORY}` } }).catch(() => undefined);
}

/** Removes what seedScreens and the walks made. */
export async function removeSeeded(engine: Engine): Promise<void> {
  await engineCall(engine, 'DELETE', INDEX).catch(() => undefined);
  await engineCall(engine, 'DELETE', FLOOD_INDEX).catch(() => undefined);
  await engineCall(engine, 'DELETE', COPY).catch(() => undefined);
  await engineCall(engine, 'DELETE', UNASSIGNED_INDEX).catch(() => undefined);
  await engineCall(engine, 'DELETE', `_snapshot/${REPOSITORY}`).catch(() => undefined);
  await engineCall(engine, 'DELETE', `_ingest/pipeline/${PIPELINE}`).catch(() => undefined);
}

export async function visit(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  await expect(ready).toBeVisible();
}

export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.page().keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

// The cluster's screens, in groups that each start from a fresh page: a group that fails says
// where, and the others still run.
export type Walk = (page: Page, engine: Engine, findings: Finding[], testInfo: TestInfo) => Promise<void>;

/** The tests of `walks`, one each, titled after its walk: each fails on every serious or critical violation its walk met. */
export function walkTests(walks: Record<string, Walk>): [string, (args: { page: Page; engine: Engine }, testInfo: TestInfo) => Promise<void>][] {
  return Object.entries(walks).map(([name, walk]) => [
    `${name}: no serious or critical axe violation in either theme`,
    async ({ page, engine }, testInfo) => {
      const findings: Finding[] = [];
      await walk(page, engine, findings, testInfo);
      expect(findings, report(findings)).toEqual([]);
    },
  ]);
}
