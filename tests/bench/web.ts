/**
 * The web app: bundle sizes (initial versus on demand, gzipped) against the 250 KB budget, the
 * build time, the Largest Contentful Paint of the main screen (the event overview), and the time
 * from navigation to the first chart drawn on an event's charts screen (three players, 12 minutes
 * of data; plotly loads on demand), measured in Debian's Chromium against `npm start` at 1440 ×
 * 900, cold (new browser context each time: empty cache) and warm (same context, cached assets).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildWeb } from '@stride/deploy/web-build';
import { DEFAULT_WEB_DIR } from '@stride/deploy/config';
import { clubSession } from '../src/accounts.ts';
import { launchBrowser, newContext } from '../src/browser.ts';
import { bundleReport, INITIAL_JS_BUDGET_BYTES, kb } from '../src/bundle.ts';
import { platformSetup, startPlatformProcess } from '../src/platform-process.ts';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { syntheticCsv, uploadEventFile } from '../src/event-data.ts';
import { percentile } from './stats.ts';

const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 15);

interface Vitals {
  readonly lcp: number;
  readonly fcp: number;
  readonly ttfb: number;
}

async function vitals(page: Page, url: string, heading: string): Promise<Vitals> {
  await page.goto(url);
  await page.getByRole('heading', { name: heading }).waitFor();
  return page.evaluate(
    () =>
      new Promise<Vitals>((resolve) => {
        // LCP is final once the page is idle; the buffered entry carries its time.
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          setTimeout(
            () =>
              resolve({
                lcp: last?.startTime ?? Number.NaN,
                fcp: paint?.startTime ?? Number.NaN,
                ttfb: navigation.responseStart,
              }),
            50,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Time from the start of a navigation to the first plotly plot drawn, ms. */
async function firstChart(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  await page.locator('.chart .main-svg').first().waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

/** Web-vitals thresholds of spec §9: good / poor, in ms. */
const THRESHOLDS = { lcp: [2500, 4000], fcp: [1800, 3000], ttfb: [800, 1800] } as const;

function line(label: string, values: readonly number[], metric: keyof typeof THRESHOLDS): string {
  const sorted = [...values].sort((a, b) => a - b);
  const [good, poor] = THRESHOLDS[metric];
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  return `${label.padEnd(28)} p50 ${p50.toFixed(0).padStart(5)} ms   p95 ${p95.toFixed(0).padStart(5)} ms   (good ≤ ${good}, poor > ${poor}; p95 is ${(p95 / good).toFixed(2)}× the good threshold)`;
}

export async function webBench(): Promise<void> {
  const started = performance.now();
  await buildWeb(DEFAULT_WEB_DIR);
  console.log(`vite build                   ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const report = await bundleReport(DEFAULT_WEB_DIR);
  console.log('\nchunk                                      raw        gzip   loaded');
  for (const chunk of report.chunks) {
    console.log(
      `${chunk.file.padEnd(40)} ${kb(chunk.bytes).padStart(9)} ${kb(chunk.gzipBytes).padStart(10)}   ${chunk.initial ? 'initial' : 'on demand'}`,
    );
  }
  console.log(
    `\ninitial JS ${kb(report.initialJsGzipBytes)} gzipped = ${((100 * report.initialJsGzipBytes) / INITIAL_JS_BUDGET_BYTES).toFixed(0)} % of the ${kb(INITIAL_JS_BUDGET_BYTES)} budget; initial CSS ${kb(report.initialCssGzipBytes)}; on demand JS ${kb(report.lazyJsGzipBytes)}`,
  );

  const setup = await platformSetup('bench-web');
  const browser = await launchBrowser();
  try {
    const { url } = await startPlatformProcess(setup);
    const session = await clubSession(url, path.join(setup.dataDir, 'mail'));
    const { createEvent } = await session.graphql<{ createEvent: { id: string } }>(
      'mutation ($t: ID!) { createEvent(teamId: $t, name: "Benchmark match", type: MATCH) { id } }',
      { t: session.teamId },
    );
    const id = createEvent.id;
    const target = `${url}/event/${id}/dashboard`;
    const storage = { authToken: session.token };
    const cold: Vitals[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await newContext(browser, { storage });
      cold.push(await vitals(await context.newPage(), target, 'Benchmark match'));
      await context.close();
    }
    const context = await newContext(browser, { storage });
    const page = await context.newPage();
    await vitals(page, target, 'Benchmark match');
    const warm: Vitals[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await vitals(page, target, 'Benchmark match'));
    await context.close();
    console.log(
      `\nevent overview, ${RUNS} loads each, desktop viewport, served by npm start on this machine`,
    );
    for (const [label, runs, metric] of [
      ['LCP cold (empty cache)', cold, 'lcp'],
      ['LCP warm (cached assets)', warm, 'lcp'],
      ['FCP cold', cold, 'fcp'],
      ['TTFB cold', cold, 'ttfb'],
    ] as const) {
      const values = runs.map((v) => v[metric]);
      console.log(line(label, values, metric));
    }

    // An event with figures to chart: three players wearing devices, 12 minutes of 10 Hz data.
    const start = Date.parse('2026-05-05T17:00:00Z');
    const serials = ['BENCH-1', 'BENCH-2', 'BENCH-3'];
    const playerIds: string[] = [];
    for (const [i, serial] of serials.entries()) {
      const player = { firstName: `Player`, lastName: `${i + 1}`, maxHeartRate: 195, maxSpeed: 32 };
      const device = { serial, udid: `bench-${i + 1}` };
      playerIds.push((await addPlayerWearing(session.graphql, session.teamId, player, device)).playerId);
    }
    const { createEvent: training } = await session.graphql<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
         createEvent(teamId: $t, name: "Charts", type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id }
       }`,
      {
        t: session.teamId,
        s: new Date(start).toISOString(),
        e: new Date(start + 60 * 60_000).toISOString(),
        p: playerIds,
      },
    );
    const bytes = syntheticCsv(serials, { start: start + 60_000, seconds: 720, seed: 300 });
    await uploadEventFile(url, session, training.id, { name: 'bench.csv', bytes });
    const charts = `${url}/event/${training.id}/charts`;
    const coldCharts: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const chartContext = await newContext(browser, { storage });
      const chartPage = await chartContext.newPage();
      await chartPage.setViewportSize({ width: 1440, height: 900 });
      coldCharts.push(await firstChart(chartPage, charts));
      await chartContext.close();
    }
    const warmContext = await newContext(browser, { storage });
    const warmPage = await warmContext.newPage();
    await warmPage.setViewportSize({ width: 1440, height: 900 });
    await firstChart(warmPage, charts);
    const warmCharts: number[] = [];
    for (let i = 0; i < RUNS; i++) warmCharts.push(await firstChart(warmPage, charts));
    await warmContext.close();
    console.log(`\nevent charts, ${RUNS} loads each, 1440 × 900: navigation to the first chart drawn`);
    for (const [label, values] of [
      ['first chart cold', coldCharts],
      ['first chart warm', warmCharts],
    ] as const) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(
        `${label.padEnd(28)} p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(sorted, 95).toFixed(0).padStart(5)} ms   (goal < 2000 ms)`,
      );
    }
  } finally {
    await browser.close();
    await setup.cleanup();
  }
}
