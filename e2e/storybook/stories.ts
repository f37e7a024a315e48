// What the Storybook checks share: the built Storybook's stories, and rendering one through
// Storybook's own channel in a page that stays open.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { analyze } from '../support/axe.ts';

export type IndexEntry = {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
  /** Docs entries: the stories the page shows. */
  storiesImports?: string[];
};

/** Stories tagged 'phone' are checked at a phone's size; every other one at the desktop's. */
export const phoneViewport = { width: 360, height: 740 };
export const desktopViewport = { width: 1280, height: 720 };
/** Storybook's channel, as a preview page holds it (the functions below run in the page). */
export type StorybookChannel = {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
};
type ChannelHost = { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel };
export type RenderResult = { ok: true } | { ok: false; message: string };

export const indexFile = resolve(import.meta.dirname, '../../storybook-static/index.json');
// Page-level rules do not apply to a component rendered alone in a story frame.
export const pageLevelRules = ['region', 'landmark-one-main', 'page-has-heading-one'];

/** Every entry of the built Storybook's index, read once. */
const entries: IndexEntry[] = existsSync(indexFile)
  ? Object.values(
      (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> })
        .entries,
    )
  : [];

/** The built Storybook's docs pages. */
export const docsPages = entries.filter((entry) => entry.type === 'docs');

export const stories = entries.filter((entry) => entry.type === 'story');

/** What a preview says on its channel when a story could not render or its play function threw. */
export const storyFailureEvents = [
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'storyMissing',
] as const;

/**
 * Switches the preview to a story through Storybook's own channel and resolves once it has
 * rendered (as Storybook's test runner does: the play function has ended or failed). One page
 * serves every story, so the preview bundle loads once.
 */
export async function renderStory(page: Page, storyId: string): Promise<RenderResult> {
  return page.evaluate(
    ({ id, failures }) =>
      new Promise<RenderResult>((done) => {
        const channel = (window as unknown as ChannelHost).__STORYBOOK_ADDONS_CHANNEL__;
        const listeners = new Map<string, (payload: unknown) => void>();
        const finish = (result: RenderResult) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          done(result);
        };
        listeners.set('storyRendered', () => finish({ ok: true }));
        for (const event of failures) {
          listeners.set(event, (payload) =>
            finish({ ok: false, message: `${event}: ${JSON.stringify(payload).slice(0, 400)}` }),
          );
        }
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, failures: storyFailureEvents },
  );
}

/**
 * Switches the preview to a docs page through Storybook's channel, as the manager does, and
 * resolves once Storybook says the page has rendered (`docsRendered`); the page's inline stories
 * may still be rendering, so callers wait for what they read. One page serves every docs page.
 */
export async function renderDocs(page: Page, docsId: string): Promise<void> {
  await page.evaluate(
    (id) =>
      new Promise<void>((done) => {
        const channel = (window as unknown as ChannelHost).__STORYBOOK_ADDONS_CHANNEL__;
        const rendered = (payload: unknown) => {
          if (payload !== id) return;
          channel.off('docsRendered', rendered);
          done();
        };
        channel.on('docsRendered', rendered);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
      }),
    docsId,
  );
}

/**
 * A page on the preview, in a context of its own (its colour scheme or forced colours are the
 * test's `options`), with toolbar globals set as the toolbar sets them: they stay for every story
 * the page shows. The a11y addon's own run of axe after each story (for its panel) is switched
 * off: the suite runs axe itself, and the addon's run doubled the work.
 */
export async function openPreview(
  browser: Browser,
  globals: Record<string, string>,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto('/iframe.html');
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await setGlobals(page, { ...globals, a11y: { manual: true } });
  return page;
}

/** Sets toolbar globals (theme, language) as the toolbar does: they stay for every story. */
export async function setGlobals(page: Page, globals: Record<string, unknown>): Promise<void> {
  await page.evaluate((values) => {
    const channel = (window as unknown as ChannelHost).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('updateGlobals', { globals: values });
  }, globals);
}

/**
 * axe's results for the story on the page, page-level rules aside, with the suite's own copy of
 * axe loaded into the page once (`analyze`): the a11y addon's copy and its runs, switched off
 * here, never meet it.
 */
export function analyzeStory(page: Page) {
  return analyze(page, pageLevelRules);
}
