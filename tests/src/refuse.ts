/**
 * Browser tests: make the API refuse one root field (its answer an error with the catalogue's
 * `code`), as it would a user who just lost access; every other request goes through.
 */
import type { Page } from 'playwright-core';

export async function refuseField(page: Page, field: string, code = 'FORBIDDEN'): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes(field)) return route.fallback();
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message: code, extensions: { code } }] }),
    });
  });
}
