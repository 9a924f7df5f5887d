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
