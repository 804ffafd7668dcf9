import { describe, expect, it } from 'vitest';
import { PLAYER_REPORT_DEFAULTS } from '@stride/contracts/reports';
import { storedContents } from './use-report-contents.ts';

describe('stored report contents', () => {
  it('are the defaults when nothing, or nothing readable, is stored', () => {
    expect(storedContents(null, PLAYER_REPORT_DEFAULTS)).toEqual(PLAYER_REPORT_DEFAULTS);
    expect(storedContents('{not json', PLAYER_REPORT_DEFAULTS)).toEqual(PLAYER_REPORT_DEFAULTS);
  });

  it('keep each stored choice of the right type and drop the rest', () => {
    const stored = JSON.stringify({ weeks: 6, trend: false, notes: 'yes', extra: true });
    expect(storedContents(stored, PLAYER_REPORT_DEFAULTS)).toEqual({
      ...PLAYER_REPORT_DEFAULTS,
      weeks: 6,
      trend: false,
    });
  });
});
