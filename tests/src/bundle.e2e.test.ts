/** The size budget of the web build (issue #3), on the build the browser tests use. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIR } from '@stride/deploy/config';
import { bundleReport, INITIAL_JS_BUDGET_BYTES, kb } from './bundle.ts';

describe('web bundle', () => {
  it(`keeps the initial JavaScript within ${kb(INITIAL_JS_BUDGET_BYTES)} gzipped`, async () => {
    const report = await bundleReport(DEFAULT_WEB_DIR);
    expect(report.chunks.some((chunk) => chunk.initial && chunk.file.endsWith('.js'))).toBe(true);
    expect(report.initialJsGzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('loads screens on demand: the event overview is not in the initial download', async () => {
    const report = await bundleReport(DEFAULT_WEB_DIR);
    const lazy = report.chunks.filter((chunk) => !chunk.initial && chunk.file.endsWith('.js'));
    expect(lazy.map((chunk) => path.basename(chunk.file))).toContainEqual(
      expect.stringMatching(/^EventOverview-/),
    );
    for (const chunk of report.chunks.filter((c) => c.initial && c.file.endsWith('.js'))) {
      const source = await readFile(path.join(DEFAULT_WEB_DIR, chunk.file), 'utf8');
      expect(source, chunk.file).not.toContain('plotly');
      // The event screen's operations live in its own chunk.
      expect(source, chunk.file).not.toContain('subscription EventChanges');
    }
  });
});
