/**
 * `npm run bench -- replay` (issue 20): a 90-minute, 25-player, 10 Hz match (1.35 M samples,
 * uploaded as one file through the API of `npm start`), then
 *
 *   - the candidates' costs (replay-candidates.ts): the records' columns the screen downloads,
 *     against reading the sample streams back from the store and folding them again;
 *   - the replay screen in headless Chromium (1440 px) played whole at 60×: the gaps between
 *     animation frames (p50/p95/max, and frames over 50 ms), the time between figure updates,
 *     long tasks; then seeks with the scrubber, from the input to the new figures painted.
 *
 * Figures, never pass/fail. BENCH_PLAYERS and BENCH_MINUTES shrink the match for a quick look.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { clubSession } from '../src/accounts.ts';
import { launchBrowser, newContext } from '../src/browser.ts';
import { platformSetup, startPlatformProcess } from '../src/platform-process.ts';
import { replayEvent } from '../src/replay-event.ts';
import { columnsCandidate, foldCandidate } from './replay-candidates.ts';
import { percentile } from './stats.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 25);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 90);
const START = Date.parse('2026-05-02T18:00:00Z');

const stats = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(1)} ms`;
  return `n ${sorted.length}  p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  max ${f(sorted.at(-1) ?? NaN)}`;
};

/** In the page: every animation frame's time, every change of the replay's clock, long tasks. */
async function record(page: Page): Promise<void> {
  // A string: the test runner's transform would name the functions with a helper the page lacks.
  await page.evaluate(`(() => {
    window.frames_ = [];
    window.updates_ = [];
    window.longTasks_ = [];
    requestAnimationFrame(function frame(now) {
      window.frames_.push(now);
      requestAnimationFrame(frame);
    });
    const clock = document.querySelector('[data-testid="replay-time"]');
    new MutationObserver(() => window.updates_.push(performance.now())).observe(clock, {
      characterData: true,
      childList: true,
      subtree: true,
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks_.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  })()`);
}

const gaps = (times: readonly number[]) => times.slice(1).map((t, i) => t - times[i]!);

export async function replayBench(): Promise<void> {
  const setup = await platformSetup('bench-replay');
  const browser = await launchBrowser();
  try {
    const platform = await startPlatformProcess(setup, {
      env: { UPLOAD_MAX_BYTES: String(512 * 1024 * 1024), UPLOAD_MAX_LINES: String(10_000_000) },
      startTimeoutMs: 120_000,
    });
    const { url } = platform;
    const manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Replay bench FC');
    const uploadStarted = performance.now();
    const match = await replayEvent(url, manager, {
      players: PLAYERS,
      minutes: MINUTES,
      start: START,
      seed: 3000,
    });
    console.log(
      `match: ${PLAYERS} players × ${MINUTES} min × 10 Hz, uploaded and computed in ${((performance.now() - uploadStarted) / 1000).toFixed(1)} s`,
    );

    await columnsCandidate(url, manager.headers, match.eventId, platform.child.pid!);
    await foldCandidate(setup.db.url, match.eventId);

    const context = await newContext(browser, { viewport: 'wide', storage: { authToken: manager.token } });
    const page = await context.newPage();
    const opened = performance.now();
    await page.goto(`${url}/event/${match.eventId}/replay`);
    await page
      .getByTestId('live-tile')
      .nth(PLAYERS - 1)
      .waitFor({ timeout: 60_000 });
    const openMs = performance.now() - opened;
    await record(page);
    await page.getByRole('button', { name: '60×' }).click();
    const played = performance.now();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: (MINUTES + 5) * 2_000 });
    const playMs = performance.now() - played;
    const { frames, updates, longTasks } = await page.evaluate<{
      frames: number[];
      updates: number[];
      longTasks: number[];
    }>('({ frames: window.frames_, updates: window.updates_, longTasks: window.longTasks_ })');
    const frameGaps = gaps(frames);
    console.log(`\nreplay screen, headless Chromium 1440 px, ${PLAYERS} tiles`);
    console.log(`  opened (navigation → every tile drawn)      ${openMs.toFixed(0)} ms`);
    console.log(
      `  played whole at 60×                          ${(playMs / 1000).toFixed(1)} s (ideal ${MINUTES} s)`,
    );
    console.log(`  animation frame gaps                         ${stats(frameGaps)}`);
    console.log(`  frames over 50 ms (stalls)                   ${frameGaps.filter((g) => g > 50).length}`);
    console.log(`  time between figure updates                  ${stats(gaps(updates))}`);
    console.log(
      `  long tasks (> 50 ms)                         ${longTasks.length}${longTasks.length > 0 ? ` (${stats(longTasks)})` : ''}`,
    );

    // Seeks with the scrubber: the input set, until the clock shows the new time in a painted frame.
    const seeks: number[] = [];
    const slider = page.getByRole('slider', { name: 'Timeline' });
    const max = Number(await slider.getAttribute('max'));
    for (let i = 0; i < 20; i++) {
      // Spread over the match, each away from the last (a seek to the shown second changes nothing).
      const target = Math.round((((i * 0.618) % 1) * max) / 1000) * 1000;
      if (target === Number(await slider.inputValue())) continue;
      seeks.push(
        await page.evaluate<number>(`(async () => {
          const slider = document.querySelector('input[type="range"]');
          const clock = document.querySelector('[data-testid="replay-time"]');
          const before = clock.textContent;
          const started = performance.now();
          // React tracks the value it set: the prototype's setter makes the change an input's.
          Reflect.set(HTMLInputElement.prototype, 'value', '${target}', slider);
          slider.dispatchEvent(new Event('input', { bubbles: true }));
          do {
            // Up to the frame that paints the new figures.
            await new Promise((resolve) => requestAnimationFrame(resolve));
          } while (clock.textContent === before && performance.now() - started < 10000);
          return performance.now() - started;
        })()`),
      );
    }
    console.log(`  seek with the scrubber (input → painted)     ${stats(seeks)}`);
    await context.close();
  } finally {
    await browser.close();
    await setup.cleanup();
  }
}
