// axe-core in the browser: injects axe.min.js into a page, runs the WCAG 2.0/2.1 A and AA rules and lists what
// it finds, so a test can require no serious or critical violation (colour contrast, names, roles …).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The WCAG levels checked: 2.0 and 2.1, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface AxeViolation {
  id: string;
  impact: Impact | null;
  help: string;
  nodes: { target: string[]; summary: string }[];
}

const requireHere = createRequire(__filename);
let source: string | null = null;
/** axe.min.js, read once per process. */
function axeSource(): string {
  source ??= readFileSync(requireHere.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/**
 * Runs axe on the page as it is now (or only inside `within`, a CSS selector) and returns its violations.
 * The script is evaluated when the page does not have it yet (a navigation drops it): through the DevTools
 * protocol, which the site's CSP (its own nonce only) does not govern, so any page can be checked as served.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(
    async ({ tags, within }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
      const result = await axe.run(within ? { include: [[within]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return (result.violations as { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[]).map((v) => ({
        id: v.id,
        impact: v.impact as AxeViolation['impact'],
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary ?? '' })),
      }));
    },
    { tags: [...WCAG_TAGS], within },
  );
}

/** Serious and critical violations only: what must stay at zero. */
export function severe(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** How many nodes each violation has, per impact: `{ serious: 58, moderate: 2 }`. */
export function countByImpact(violations: AxeViolation[]): Partial<Record<Impact, number>> {
  const counts: Partial<Record<Impact, number>> = {};
  for (const v of violations) {
    const key = v.impact ?? 'minor';
    counts[key] = (counts[key] ?? 0) + v.nodes.length;
  }
  return counts;
}

/** One line per failing node: rule id, impact, target selector — for a failure message. */
export function describeViolations(violations: AxeViolation[], limitPerRule = 8): string {
  return violations
    .map((v) => {
      const shown = v.nodes.slice(0, limitPerRule).map((n) => `    ${n.target.join(' ')}  ${n.summary.split('\n').slice(1, 2).join('').trim()}`);
      const more = v.nodes.length > limitPerRule ? [`    … and ${v.nodes.length - limitPerRule} more`] : [];
      return [`  ${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.help}`, ...shown, ...more].join('\n');
    })
    .join('\n');
}

/** Throws listing every serious or critical violation on the page (or inside `within`), labelled `where`. */
export async function expectNoSevereViolations(page: Page, where: string, within?: string): Promise<void> {
  const found = severe(await axeViolations(page, within));
  if (found.length > 0) {
    const nodes = found.reduce((n, v) => n + v.nodes.length, 0);
    throw new Error(`${where}: ${nodes} serious/critical accessibility violations (axe, ${WCAG_TAGS.join(', ')})\n${describeViolations(found)}`);
  }
}

/** What axe found where: kept per page, asserted at the end so one run lists every page's problems. */
export class AxeFindings {
  private readonly pages: { where: string; violations: AxeViolation[] }[] = [];
  async check(page: Page, where: string, within?: string) {
    const violations = await axeViolations(page, within);
    this.pages.push({ where, violations });
  }
  /** Per page: node counts by impact (printed, so a run shows where things stand). */
  summary(): string {
    return this.pages.map(({ where, violations }) => `# axe ${where}: ${JSON.stringify(countByImpact(violations))}`).join('\n');
  }
  assertNoSevere() {
    const bad = this.pages.map(({ where, violations }) => ({ where, found: severe(violations) })).filter((p) => p.found.length > 0);
    const text = bad.map((p) => `${p.where}:\n${describeViolations(p.found)}`).join('\n');
    assert.equal(bad.length, 0, `serious/critical accessibility violations:\n${text}`);
  }
}
