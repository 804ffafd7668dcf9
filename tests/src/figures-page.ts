/** Reading the figures and charts screens in a browser test: cells by header, chart layout, timing. */
import type { Page } from 'playwright-core';

/** Time from the start of a navigation to the first plotly plot drawn, ms. */
export async function timeToFirstChart(page: Page, href: string): Promise<number> {
  const started = Date.now();
  await page.goto(href);
  await page.locator('.chart .main-svg').first().waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Pairs of a chart's legend and one of its x-axis labels (player names) that overlap. */
export async function legendsOverNames(page: Page): Promise<number> {
  let found = 0;
  for (const chart of await page.locator('.chart').all()) {
    if ((await chart.locator('.legend').count()) === 0) continue;
    const legend = await chart.locator('.legend').boundingBox();
    if (legend === null) continue;
    for (const tick of await chart.locator('.xtick text').all()) {
      const box = await tick.boundingBox();
      if (box !== null && overlap(legend, box)) found++;
    }
  }
  return found;
}

/** The cell of a table row under the column whose header is `header`. */
export async function cellUnder(page: Page, row: string, header: string): Promise<string> {
  const headers = await page.locator('thead th').allTextContents();
  const index = headers.findIndex((text) => text.replace(/[▲▼]/g, '').trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`);
  const cells = page.getByTestId(row).first().locator('th, td');
  return (await cells.nth(index).textContent())?.trim() ?? '';
}
