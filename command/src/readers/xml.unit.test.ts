import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { joined, readBytes, readError, toGpx, toTcx } from './testing.ts';
import { ReaderError } from './types.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const T0 = Date.UTC(2024, 2, 2, 14, 0, 0);

function expectInvalid(error: unknown, message: RegExp): ReaderError {
  expect(error).toBeInstanceOf(ReaderError);
  expect((error as ReaderError).code).toBe('BULK_UPLOAD_INVALID_FILE');
  expect((error as ReaderError).message).toMatch(message);
  return error as ReaderError;
}

describe('GPX', () => {
  it('reads track points, the extension heart rate and speed under any prefix, offsets, UTC by default', async () => {
    const { devices, summary } = await readBytes(fixture('track.gpx'));
    expect(summary).toMatchObject({ format: 'gpx', rows: 5, kept: 4, dropped: { 'bad-time': 1 } });
    expect(summary.warnings).toEqual(['line 15: a track point without <time> (bad-time)']);
    expect(summary.xml).toEqual({ creator: 'Synthetic Watch 1', unitId: null, name: 'Tuesday training' });
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ deviceKey: 'gpx', label: 'Synthetic Watch 1' });
    const s = joined(devices[0]!);
    expect(s.t).toEqual([T0, T0 + 1500, T0 + 3000, T0 + 4000]);
    expect(s.lat).toEqual([41.726, 41.72601, 41.72603, 41.72604]);
    expect(s.hr).toEqual([120, 122, null, 125]);
    expect(s.speed).toEqual([2.5, null, null, null]);
  });

  it('refuses malformed XML with its line and column', async () => {
    const text = fixture('track.gpx').toString('utf8').replace('</trkpt>', '</trkpoint>');
    const error = expectInvalid(await readError(text), /^malformed GPX at line 11, column \d+: /);
    expect(error.details).toMatchObject({ line: 11, reason: 'unexpected close tag.' });
  });

  it('refuses a GPX without its closing tags, saying it looks truncated', async () => {
    const text = fixture('track.gpx').toString('utf8');
    const cut = text.slice(0, text.indexOf('<trkseg>', text.indexOf('</trkseg>')));
    expectInvalid(
      await readError(cut),
      /^malformed GPX at line \d+, column \d+: unclosed tag: .*\(the file looks truncated\)$/,
    );
  });

  it('refuses a GPX without track points, and an XML of another kind named .gpx', async () => {
    expectInvalid(await readError(toGpx([])), /no track points/);
    const kml = '<?xml version="1.0"?><kml><Document/></kml>';
    const error = await readError(kml, { format: 'gpx' });
    expectInvalid(error, /^not a GPX file: the root element is <kml>/);
  });

  it('keeps XML text split across chunks and multi-byte characters split across chunks', async () => {
    const samples = Array.from({ length: 30 }, (_, i) => ({
      t: T0 + i * 1000,
      lat: 41.7 + i * 1e-5,
      lon: -9.1,
      hr: 100 + i,
    }));
    const gpx = toGpx(samples, 'Montre été ✓');
    for (const size of [1, 3, 7]) {
      const { devices } = await readBytes(gpx, {}, size);
      expect(devices[0]!.label).toBe('Montre été ✓');
      expect(joined(devices[0]!).hr).toEqual(samples.map((s) => s.hr));
    }
  });
});

describe('TCX', () => {
  it('reads Trackpoints, HeartRateBpm, TPX speed; Creator in the summary', async () => {
    const { devices, summary } = await readBytes(fixture('track.tcx'));
    expect(summary).toMatchObject({ format: 'tcx', rows: 4, kept: 4, droppedTotal: 0 });
    expect(summary.xml).toEqual({
      creator: 'Synthetic Watch 2',
      unitId: '987654',
      name: '2024-03-02T14:00:00Z',
    });
    const s = joined(devices[0]!);
    expect(devices[0]!.deviceKey).toBe('tcx');
    expect(s.t).toEqual([T0, T0 + 1000, T0 + 2000, T0 + 3000]);
    expect(s.lat).toEqual([41.726, null, 41.72602, 41.72603]);
    expect(s.hr).toEqual([130, 131, 132, null]);
    expect(s.speed).toEqual([3.1, null, 3.3, null].map((v) => (v === null ? null : Math.fround(v))));
  });

  it('round-trips what the TCX writer wrote', async () => {
    const samples = Array.from({ length: 25 }, (_, i) => ({
      t: T0 + i * 1000,
      lat: 41.7 + i * 1e-5,
      lon: -9.1 - i * 1e-5,
      hr: 90 + i,
      speed: 2.5,
    }));
    const s = joined((await readBytes(toTcx(samples))).devices[0]!);
    expect(s.lat).toEqual(samples.map((p) => p.lat));
    expect(s.hr).toEqual(samples.map((p) => p.hr));
  });

  it('refuses a bad latitude as a dropped point, and malformed XML with line and column', async () => {
    const text = fixture('track.tcx').toString('utf8');
    const { summary } = await readBytes(text.replace('41.72602', 'north'));
    expect(summary.dropped).toEqual({ 'bad-position': 1 });
    expectInvalid(
      await readError(text.replace('<Time>2024-03-02T14:00:01Z', '<Time 2024')),
      /^malformed TCX at line 20, column \d+/,
    );
  });
});
