import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

// axe-core itself, put into each document once and run there: every rule at its defaults, only the
// violations' details sent back. (Through @axe-core/playwright each check re-sent and re-compiled the
// whole library and opened a blank page to merge its results: 2–8 s a check against 0.3–0.4 s here.)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function withAxe(frame: Frame) {
  const present = await frame
    .evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')
    // A frame that went away while we looked has nothing to check.
    .catch(() => true);
  if (!present) await frame.evaluate(AXE_SOURCE);
}

/** axe-core's results on what the selectors pick (the whole document without any), frames included. */
export async function axeResults(page: Page, include: readonly string[] = []): Promise<AxeResults> {
  await Promise.all(page.frames().map(withAxe));
  return page.evaluate(
    (selectors) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = selectors.length > 0 ? { include: selectors.map((s) => [s]) } : document;
      return axe.run(context, { resultTypes: ['violations'] });
    },
    [...include],
  );
}

/** The serious and critical findings, by rule and the elements they name. */
export function seriousOf(results: AxeResults): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
