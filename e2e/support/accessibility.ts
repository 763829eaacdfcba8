import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Two accessibility engines on the page as it is now (a dialog open or not), as CI runs them on every
 * route of every role (issue 27, decision 0042):
 * - axe-core (`@axe-core/playwright`), the WCAG 2.1 A and AA rules, a finding blocks when its impact is
 *   serious or critical;
 * - HTML_CodeSniffer, pa11y's engine, run the way pa11y's runner does (`lib/runners/htmlcs.js`): its build
 *   injected into the page, `HTMLCS.process('WCAG2AA', document)`, and pa11y's defaults: errors only
 *   (warnings and notices ignored). pa11y itself needs the full puppeteer, which downloads its own Chrome.
 * A finding names the page, the dialog, the engine's rule, the element (a selector and its HTML) and the message.
 */

/** Where a check ran: the page's name, and the dialog open on it if any. */
export type AccessibilityPlace = { page: string; dialog?: string };

export type AccessibilityFinding = {
  engine: 'axe' | 'HTML_CodeSniffer';
  place: AccessibilityPlace;
  rule: string;
  /** axe's impact, or « error » for HTML_CodeSniffer. */
  severity: string;
  message: string;
  selector: string;
  html: string;
};

/**
 * A finding judged a false positive of an engine: one rule on the elements one selector matches, never a
 * whole rule or a whole page, each with the reason written beside it.
 */
type FalsePositive = { engine: AccessibilityFinding['engine']; rule: string; selector: string; reason: string };

const FALSE_POSITIVES: FalsePositive[] = [
  // Radix's slider (components/ui/slider.tsx), inside a form, adds a hidden <input style="display: none"> that carries its value
  // for a native submission. Not displayed, it is in no accessibility tree and takes no focus; the slider's thumb, which the
  // user reaches, is named by its label (aria-labelledby). HTML_CodeSniffer checks form fields without looking at their display.
  ...['WCAG2AA.Principle4.Guideline4_1.4_1_2.H91.InputText.Name', 'WCAG2AA.Principle1.Guideline1_3.1_3_1.F68'].map((rule) => ({
    engine: 'HTML_CodeSniffer' as const,
    rule,
    selector: 'span[data-orientation] input[style*="display: none"]',
    reason: "the hidden form input of Radix's slider, in no accessibility tree",
  })),
];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Experimental in axe, so off unless named: a name that does not start with the visible text (WCAG 2.5.3,
// RGAA 6.1 and 11.2) leaves a voice user saying words that match nothing (issue 34: the account button and the calendar's cards).
const AXE_RULES_ENABLED = ['label-content-name-mismatch'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const HTMLCS_STANDARD = 'WCAG2AA';

// The build pa11y injects (its htmlcs runner resolves the same file).
const htmlCodeSnifferSource = readFileSync(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

const ignoredFor = (engine: AccessibilityFinding['engine']) => FALSE_POSITIVES.filter((entry) => entry.engine === engine).map(({ rule, selector }) => ({ rule, selector }));

async function axeFindings(page: Page, place: AccessibilityPlace): Promise<AccessibilityFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // axe.run in the page itself: the default (runPartial) opens a blank page per check to finish the run,
    // which doubled the sweep's axe time, for cross-origin frames our pages do not have (the hero's video
    // frame only appears once played). Passes are not collected: only violations are read.
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: Object.fromEntries(AXE_RULES_ENABLED.map((rule) => [rule, { enabled: true }])) })
    .analyze();
  const findings: AccessibilityFinding[] = [];
  for (const violation of results.violations) {
    if (!violation.impact || !BLOCKING_IMPACTS.has(violation.impact)) continue;
    for (const node of violation.nodes) {
      const selector = node.target.map(String).join(' ');
      findings.push({ engine: 'axe', place, rule: violation.id, severity: violation.impact, message: node.failureSummary ?? violation.help, selector, html: node.html });
    }
  }
  const ignored = ignoredFor('axe');
  if (ignored.length === 0 || findings.length === 0) return findings;
  const isIgnored = await page.evaluate(
    ({ findings: found, ignored: list }) =>
      found.map(({ rule, selector }) => {
        const element = document.querySelector(selector);
        return Boolean(element && list.some((entry) => entry.rule === rule && element.matches(entry.selector)));
      }),
    { findings: findings.map(({ rule, selector }) => ({ rule, selector })), ignored },
  );
  return findings.filter((_, index) => !isIgnored[index]);
}

type SnifferMessage = { code: string; message: string; selector: string; html: string };

async function htmlCodeSnifferFindings(page: Page, place: AccessibilityPlace): Promise<AccessibilityFinding[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(htmlCodeSnifferSource);
  const messages = await page.evaluate(
    ({ standard, ignored }) =>
      new Promise<SnifferMessage[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Node };
        const sniffer = (window as unknown as { HTMLCS: { process: (standard: string, content: Document, done: (error?: unknown) => void) => void; getMessages: () => Message[] } }).HTMLCS;
        // pa11y's getElementSelector and getElementContext (lib/runner.js), so a finding reads as pa11y prints it.
        const identifier = (element: Element) => {
          if (element.id) return `#${element.id}`;
          const name = element.tagName.toLowerCase();
          const siblings = element.parentElement ? Array.from(element.parentElement.children) : [];
          const sameType = siblings.filter((sibling) => sibling.tagName === element.tagName);
          return sameType.length > 1 ? `${name}:nth-child(${siblings.indexOf(element) + 1})` : name;
        };
        const selectorOf = (node: Node) => {
          const parts: string[] = [];
          for (let element = node instanceof Element ? node : null; element; element = element.parentElement) {
            parts.unshift(identifier(element));
            if (element.id) break;
          }
          return parts.join(' > ') || node.nodeName.toLowerCase();
        };
        const htmlOf = (node: Node) => {
          if (!(node instanceof Element)) return node.nodeName.toLowerCase();
          const inner = node.innerHTML.length > 31 ? `${node.innerHTML.slice(0, 31)}...` : node.innerHTML;
          const outer = node.outerHTML.replace(node.innerHTML, inner);
          return outer.length > 251 ? `${outer.slice(0, 250)}...` : outer;
        };
        const isIgnored = (message: Message) => message.element instanceof Element && ignored.some((entry) => message.code === entry.rule && (message.element as Element).matches(entry.selector));
        sniffer.process(standard, document, (error) => {
          if (error) return reject(new Error(String(error)));
          resolve(
            sniffer
              .getMessages()
              // pa11y's defaults: errors only (type 1), warnings (2) and notices (3) ignored.
              .filter((message) => message.type === 1 && !isIgnored(message))
              .map((message) => ({ code: message.code, message: message.msg, selector: selectorOf(message.element), html: htmlOf(message.element) })),
          );
        });
      }),
    { standard: HTMLCS_STANDARD, ignored: ignoredFor('HTML_CodeSniffer') },
  );
  return messages.map(({ code, message, selector, html }) => ({ engine: 'HTML_CodeSniffer', place, rule: code, severity: 'error', message, selector, html }));
}

/**
 * Waits for the page's finite animations and transitions to end (a spinner's endless turn aside): axe
 * measures colours as painted, so a toast or a dialog still fading in reads as faint text (a toast at
 * 1.62:1 mid-fade under the billing journey's confirmation).
 */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity));
}

/** Every blocking finding of both engines on the page as it is now, once its animations have ended. */
export async function accessibilityFindings(page: Page, place: AccessibilityPlace): Promise<AccessibilityFinding[]> {
  await settled(page);
  return [...(await axeFindings(page, place)), ...(await htmlCodeSnifferFindings(page, place))];
}

const placeText = ({ page, dialog }: AccessibilityPlace) => (dialog ? `${page} › dialogue « ${dialog} »` : page);

/** One paragraph per finding: where, which engine and rule, which element, what is wrong. */
export function describeFindings(findings: AccessibilityFinding[]): string {
  return findings
    .map(
      (finding) =>
        `• ${placeText(finding.place)} — ${finding.engine} ${finding.rule} (${finding.severity})\n  élément : ${finding.selector}\n  ${finding.html}\n  ${finding.message.replace(/\n\s*/g, ' ')}`,
    )
    .join('\n');
}

/**
 * Checks the page with both engines and records a failure listing every blocking finding, without
 * stopping the journey (a soft assertion): one run shows what every page and dialog still lacks.
 */
export async function expectAccessible(page: Page, place: AccessibilityPlace) {
  const findings = await accessibilityFindings(page, place);
  expect.soft(findings.length, `Accessibilité : ${placeText(place)}\n${describeFindings(findings)}`).toBe(0);
}
