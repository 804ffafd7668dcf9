import { describe, expect, it } from 'vitest';
import { generateSqlTypes } from './codegen-sql.ts';

describe('typed SQL', () => {
  it('matches what pgtyped generates from the migrated schema (run npm run codegen:sql when it does not)', async () => {
    const { stale } = await generateSqlTypes(true);
    expect(stale).toEqual([]);
  });
});
