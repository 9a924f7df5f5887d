import type { Locator, Page, Request } from 'playwright-core';

/**
 * The changes the page sends from now on (every call but a GET), as `METHOD /path`, to count
 * what a double click sent; `stop` ends the count.
 */
export function recordChanges(page: Page) {
  const sent: string[] = [];
  const record = (request: Request) => {
    if (request.method() !== 'GET') {
      sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  };
  page.on('request', record);
  return { sent, stop: () => page.off('request', record) };
}

/**
 * Double-clicks the button, as staff used to clicking files do, and waits for the answer to
 * the first change it sent (whose path ends with `path`): a second one would have gone by then.
 */
export async function doubleClickAndWait(button: Locator, path: string) {
  const answered = button
    .page()
    .waitForResponse(
      (response) =>
        response.request().method() !== 'GET' && new URL(response.url()).pathname.endsWith(path),
    );
  await button.dblclick();
  await answered;
}
