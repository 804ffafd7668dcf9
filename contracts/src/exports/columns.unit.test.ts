import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultMetricsConfig } from '../metrics.ts';
import type { Metrics } from '../metrics.ts';
import { columnsTable, EXPORT_SCHEMA_VERSION, figureValues, METRICS_COLUMNS } from './columns.ts';

const DOC = new URL('../../../docs/exports.md', import.meta.url);
const UNIT_SUFFIX = /_(s|m|kmh|m_min|m_s2|bpm|count|ratio|au|w_kg|j_kg)$/;

/** The rows of a markdown table as trimmed cells (prettier may pad the doc's copy). */
function tableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s:|-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('export columns', () => {
  it('have unique snake_case names ending with their unit', () => {
    const names = METRICS_COLUMNS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(name).toMatch(UNIT_SUFFIX);
    }
    expect(EXPORT_SCHEMA_VERSION).toBe(1);
  });

  it('keep version 1 names in order (a change needs a new schema version)', () => {
    expect(METRICS_COLUMNS).toHaveLength(65);
    expect(METRICS_COLUMNS.slice(0, 6).map((c) => c.name)).toEqual([
      'duration_s',
      'untracked_time_s',
      'distance_m',
      'distance_per_minute_m_min',
      'avg_speed_kmh',
      'max_speed_kmh',
    ]);
  });

  it('read a figures object, converting speeds to km/h and leaving what does not apply empty', () => {
    const zone = { time: 10, distance: 20, entries: 1 };
    const metrics: Metrics = {
      activity: 'TEAM_SPORT',
      time: 600,
      untrackedTime: 0,
      distance: 3000,
      distancePerMinute: 300,
      avgSpeed: 5,
      maxSpeed: 8,
      maxAcceleration: 3,
      minAcceleration: -4,
      zones: { z0: zone, z1: zone, z2: zone, z3: zone, z4: zone, z5: zone, z6: zone },
      hid: 400,
      hir: { count: 4, distance: 300 },
      sprint: { count: 2, distance: 60, maxSpeed: 8 },
      accelerations: null,
      decelerations: null,
      heartRate: null,
      metabolic: null,
      ratios: { hidShare: 0.1, sprintShare: 0.02, highMetabolicLoadShare: null, trackedShare: 1 },
      ranges: [],
      individualSpeedBands: null,
    };
    const values = new Map(
      METRICS_COLUMNS.map((c, i) => [c.name, figureValues(METRICS_COLUMNS, metrics)[i]]),
    );
    expect(values.get('max_speed_kmh')).toBeCloseTo(28.8, 12);
    expect(values.get('sprint_max_speed_kmh')).toBeCloseTo(28.8, 12);
    expect(values.get('hsr_distance_m')).toBe(400);
    expect(values.get('time_in_speed_zone_z3_s')).toBe(10);
    expect(values.get('accelerations_a2_count')).toBeNull();
    expect(values.get('hr_avg_bpm')).toBeNull();
    expect(defaultMetricsConfig().speedZoneEdgesKmh).toHaveLength(6);
  });

  it('are the table docs/exports.md shows', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf('<!-- columns:start -->');
    const end = doc.indexOf('<!-- columns:end -->');
    expect(start).toBeGreaterThan(0);
    expect(tableRows(doc.slice(start, end))).toEqual(tableRows(columnsTable(METRICS_COLUMNS, '../')));
  });
});
