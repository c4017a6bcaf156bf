import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits (at most 2 s) for running CSS transitions and finite animations to end: axe measuring colour contrast
 * halfway through a button's fade from disabled to enabled reports colours the user never rests on.
 * Endless animations (spinners) are left alone.
 */
const settleAnimations = (page: Page) =>
  page.evaluate(async () => {
    // Two frames first, so a state change just made (a field filled) has started its transitions.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });

/**
 * Runs axe (WCAG 2 A and AA rules) on the page as it stands and fails on any serious or critical violation,
 * listing each rule, what it means and the elements that break it. With E2E_SCREENSHOTS=<dir> it also saves
 * a screenshot of every page checked, for a person to look at.
 */
export const checkA11y = async (page: Page, label?: string): Promise<void> => {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const width = page.viewportSize()?.width ?? 0;
    // Named by time, so a folder of several journey files' screenshots reads in the order they were taken.
    const name = `${Date.now()}-${width}px-${(label ?? new URL(page.url()).pathname).replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: join(dir, name), fullPage: true });
  }
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length === 0) return;
  const lines = blocking.flatMap((v) => [
    `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
    ...v.nodes.slice(0, 5).map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    ...(v.nodes.length > 5 ? [`    ...and ${v.nodes.length - 5} more`] : []),
  ]);
  throw new Error(`Accessibility violations on ${page.url()}:\n${lines.join('\n')}`);
};
