import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The name of what has focus: 'BODY' when the browser dropped it to the page. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return element.getAttribute('aria-label') ?? element.textContent?.trim();
  });

/**
 * Presses a button from the keyboard, as staff without a mouse do, once it takes presses: a
 * button busy with a save stays focusable but ignores them (`aria-disabled`).
 */
export async function pressWithKeyboard(button: Locator) {
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.focus();
  await button.page().keyboard.press('Enter');
}

/** Whether the element has focus: for controls whose name `focusedName` cannot tell apart. */
export const hasFocus = (element: Locator) =>
  element.evaluate((node) => node === document.activeElement);
