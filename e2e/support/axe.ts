import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Fails on every serious or critical accessibility finding, naming each rule and element. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `- ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
  if (serious.length > 0) {
    throw new Error(
      `axe found ${serious.length} serious or critical problem(s) on ${page.url()}:\n${serious.join('\n')}`,
    );
  }
}

/** A page as a customer can use it: no sideways scrolling, one h1, no serious axe finding. */
export async function expectUsablePage(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) throw new Error(`${page.url()} scrolls sideways by ${overflow} px`);
  const headings = await page.getByRole('heading', { level: 1 }).count();
  if (headings !== 1) throw new Error(`${page.url()} has ${headings} h1 headings, not one`);
  await expectNoSeriousAxeViolations(page);
}
