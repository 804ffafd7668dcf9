import { describe, expect, it } from 'vitest';
import type { Projection } from '../projection.ts';
import { shadowRewriter, shadowSchema } from './shadow-tables.ts';

const projection = {
  name: 'records',
  tables: [
    { name: 'rm.records', orderBy: 'selection_id' },
    { name: 'rm.record_sources', orderBy: 'stream_name' },
  ],
} as unknown as Projection;

describe('shadow statements', () => {
  const rewrite = shadowRewriter(projection);

  it('sends the projection’s own tables to their shadows, column references included', () => {
    expect(shadowSchema(projection)).toBe('rebuild_records');
    expect(
      rewrite(
        'INSERT INTO rm.records (a) SELECT a FROM rm.record_sources s ON CONFLICT (a) DO UPDATE SET n = rm.records.n + 1',
      ),
    ).toBe(
      'INSERT INTO rebuild_records.records (a) SELECT a FROM rebuild_records.record_sources s ON CONFLICT (a) DO UPDATE SET n = rebuild_records.records.n + 1',
    );
  });

  it('leaves other projections’ tables, longer names and other schemas alone', () => {
    const text =
      'SELECT * FROM rm.events e JOIN rm.records_archive a USING (id) JOIN other_rm.records o USING (id) JOIN rm.record USING (id)';
    expect(rewrite(text)).toBe(text);
  });

  it('rewrites every occurrence, across lines', () => {
    expect(rewrite('DELETE FROM rm.records\n WHERE id IN (SELECT id FROM rm.records)')).toBe(
      'DELETE FROM rebuild_records.records\n WHERE id IN (SELECT id FROM rebuild_records.records)',
    );
  });
});
