import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's own build, read once; evaluated in the page (CDP evaluation is not subject to the page's CSP). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 / 2.1 A and AA, plus Deque's best practices (of which only serious ones fail a journey). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Rules that fail a screen whatever their impact: axe rates them moderate, but the project asks
 * for one banner and an ordered heading outline on every screen (issue 9, item 9).
 */
export const STRUCTURE_RULES = [
  'heading-order',
  'landmark-no-duplicate-banner',
  'landmark-banner-is-top-level',
  'page-has-heading-one',
];

type Options = {
  /** Rules checked in addition to the serious and critical ones, at any impact. */ alsoRules?: readonly string[];
};

/** Waits until finite CSS animations and transitions (a dialog fading in) are over, so colours are final. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A transition can start a frame or two after the state that asks for it (Mantine's modals
    // mount, then fade in): look again after two frames until nothing finite is running.
    for (let round = 0; round < 5; round += 1) {
      await frame();
      await frame();
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      if (finite.length === 0) return;
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * docs/domain.md: a control's accessible name equals its visible label. axe's own rule for it
 * (label-content-name-mismatch) is experimental and accepts a name that merely contains the text
 * ('Edit Daniel Smith' for Edit); this one flags any button or tab whose aria-label differs from
 * the text it shows, calendar cells aside.
 */
async function namesDifferingFromLabels(page: Page): Promise<Result[]> {
  const nodes = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button[aria-label], [role=button][aria-label], [role=tab][aria-label], [role=menuitem][aria-label]',
      ),
    ]
      // A calendar's day is named by its full date ('1 November 2026' for 1): it begins with its text.
      .filter(
        (el) => el.checkVisibility() && !/\bmantine-\w+-(day|monthsListControl|yearsListControl)\b/.test(el.className),
      )
      .map((el) => ({
        text: el.innerText.replace(/\s+/g, ' ').trim(),
        name: (el.getAttribute('aria-label') ?? '').trim(),
        html: el.outerHTML,
      }))
      .filter(({ text, name }) => text !== '' && text !== name),
  );
  if (nodes.length === 0) return [];
  return [
    {
      id: 'name-equals-visible-label',
      impact: 'serious',
      help: 'A control is named by its visible label (docs/domain.md, Accessibility)',
      nodes: nodes.map(({ text, name, html }) => ({
        html,
        target: [`aria-label="${name}"`],
        failureSummary: `Fix this:\n  its name "${name}" differs from its visible label "${text}"`,
      })),
    } as unknown as Result,
  ];
}

/** Runs axe (and the name check) on the page as it is and answers every violation (all impacts). */
export async function runAxe(page: Page): Promise<Result[]> {
  await settle(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  return [...results.violations, ...(await namesDifferingFromLabels(page))];
}

/** The violations that fail a journey: serious or critical, plus any of `alsoRules`. */
export function failingViolations(violations: readonly Result[], alsoRules: readonly string[] = []): Result[] {
  return violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || alsoRules.includes(v.id));
}

/** One line per offending element: rule id, impact, target selector and a short html snippet. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => {
        const html = node.html.replace(/\s+/g, ' ').slice(0, 140);
        return `  ${v.id} (${v.impact}) ${node.target.join(' ')}\n    ${html}\n    ${node.failureSummary?.split('\n')[1]?.trim() ?? v.help}`;
      }),
    )
    .join('\n');
}

/**
 * Fails when axe-core finds a serious or critical violation on the page as it is now (a screen, an
 * open dialog). Journeys call it at each screen they visit; useJourney also calls it after each test.
 */
export async function expectAccessible(page: Page, label: string, { alsoRules = [] }: Options = {}): Promise<void> {
  const failing = failingViolations(await runAxe(page), alsoRules);
  if (failing.length === 0) return;
  const count = failing.reduce((n, v) => n + v.nodes.length, 0);
  throw new Error(
    `axe: ${count} accessibility violation(s) on "${label}" (${page.url()}):\n${describeViolations(failing)}`,
  );
}
