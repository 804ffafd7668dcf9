import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { joined, readBytes, readError } from './testing.ts';
import { ReaderError, type ReadOptions } from './types.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const T0 = Date.UTC(2024, 2, 2, 14, 0, 0);

describe('csv-stride', () => {
  it('reads two interleaved devices, ISO and epoch times, degrees and metres', async () => {
    const { devices, summary } = await readBytes(fixture('stride.csv'));
    expect(summary).toMatchObject({ format: 'csv-stride', rows: 10, kept: 10, droppedTotal: 0, dropped: {} });
    expect(devices.map((d) => d.deviceKey)).toEqual(['P01', 'P02']);
    const p1 = joined(devices[0]!);
    expect(p1.t).toEqual([0, 100, 200, 300, 400].map((ms) => T0 + ms));
    expect(p1.lat).toEqual([41.726, 41.726005, 41.72601, 41.726015, 41.72602]);
    expect(p1.hr).toEqual([150, 151, 152, 153, 154]);
    expect(p1.x).toBeNull();
    const p2 = joined(devices[1]!);
    expect(p2.lat).toBeNull();
    expect(p2.x).toEqual([10.5, 10.8, 11.1, 11.4, 11.7]);
    expect(p2.speed).toEqual([null, 4.1, 4.2, 4.3, 4.4].map((v) => (v === null ? null : Math.fround(v))));
    // No heart rate at all for P02: the channel is absent, not NaN-filled.
    expect(devices[1]!.batches[0]!.hr).toBeNull();
    expect(summary.devices[0]).toMatchObject({
      deviceKey: 'P01',
      samples: 5,
      firstTime: T0,
      lastTime: T0 + 400,
      heartRate: { samples: 5, min: 150, max: 154, mean: 152, timeWeightedMean: 151.5 },
    });
  });

  it('drops each kind of bad row, counted, with the line in a warning, and keeps the rest', async () => {
    const { devices, summary } = await readBytes(fixture('stride-bad-rows.csv'));
    expect(summary.dropped).toEqual({
      'wrong-field-count': 1,
      'bad-number': 1,
      'bad-time': 1,
      'bad-position': 2,
      'missing-device': 1,
      'no-data': 1,
      'duplicate-time': 1,
      'time-backwards': 1,
    });
    expect(summary.rows).toBe(23);
    expect(summary.kept).toBe(14);
    expect(summary.rows).toBe(summary.kept + summary.droppedTotal);
    expect(summary.warnings).toContain('line 3: speed "abc" is not a number (bad-number)');
    expect(summary.warnings.some((w) => w.startsWith('line 4: 5 fields, the header has 6'))).toBe(true);
    expect(summary.warnings.some((w) => w.startsWith('line 6: time "2024-03-02 14:00:03"'))).toBe(true);
    expect(summary.warnings).toContain('line 7: lat/lon 95, -9.1 out of range (bad-position)');
    expect(summary.warnings).toContain('line 8: lat/lon: one of the pair is empty (bad-position)');
    expect(summary.warnings.some((w) => w.startsWith('line 14:') && w.includes('time-backwards'))).toBe(true);
    const a = joined(devices[0]!);
    expect(a.t![0]).toBe(T0);
    expect(a.t![1]).toBe(T0 + 7000);
    // The first of two rows at the same time wins.
    expect(a.speed![1]).toBe(3);
  });

  it('reads quoted fields (csv-parse) the same with either engine', async () => {
    const auto = await readBytes(fixture('stride-quoted.csv'));
    const parsed = await readBytes(fixture('stride-quoted.csv'), { csvEngine: 'csv-parse' });
    expect(auto).toEqual(parsed);
    expect(auto.devices.map((d) => [d.deviceKey, d.label])).toEqual([
      ['K1', 'Doe, Jane'],
      ['K2', 'O\'Brien "Bo"'],
    ]);
    expect(auto.summary).toMatchObject({ rows: 4, kept: 4 });
  });

  it('switches to csv-parse at the first quoted line and keeps counting lines', async () => {
    const text =
      'device,time,x,y,label\n' +
      'A,1000,1,1,\n' +
      'A,2000,2,2,"quoted, label"\n' +
      'A,3000,3,3,\n' +
      'A,xyz,4,4,\n';
    const auto = await readBytes(text, {}, 7);
    const parsed = await readBytes(text, { csvEngine: 'csv-parse' }, 7);
    expect(auto).toEqual(parsed);
    expect(auto.summary.warnings[0]).toMatch(/^line 5: time "xyz"/);
    expect(auto.devices[0]!.label).toBeNull();
  });

  it('counts a row with a stray quote, and refuses a quote that swallows the rest of the file', async () => {
    const stray = 'device,time,hr,label\nA,1,100,x\nA,2,101,x"y\nA,3,102,z\nA,4,103,w\n';
    for (const csvEngine of ['auto', 'csv-parse'] as const) {
      const { summary } = await readBytes(stray, { csvEngine });
      expect(summary).toMatchObject({ rows: 4, kept: 3, dropped: { 'malformed-row': 1 } });
      expect(summary.warnings[0]).toMatch(/^line 3: Invalid Opening Quote/);
    }
    const open = 'device,time,hr,label\nA,1,100,x\nA,2,101,"oops\nA,3,102,y\nA,4,103,z\n';
    const error = (await readError(open)) as ReaderError;
    expect(error.code).toBe('BULK_UPLOAD_INVALID_FILE');
    expect(error.message).toBe('malformed CSV: a quote opened after line 2 is never closed');
  });

  it('drops a last line without a line break (a cut file), counted', async () => {
    const whole = fixture('stride.csv').toString('utf8');
    const cut = whole.slice(0, whole.length - 12);
    for (const csvEngine of ['auto', 'csv-parse'] as const) {
      const { summary } = await readBytes(cut, { csvEngine });
      expect(summary.dropped).toEqual({ 'unterminated-last-row': 1 });
      expect(summary).toMatchObject({ rows: 10, kept: 9 });
      expect(summary.warnings[0]).toMatch(/^line 11: the last line has no line break/);
    }
  });

  it('reads CRLF, a byte order mark and trailing blank lines', async () => {
    const text = '\ufeffdevice,time,hr\r\nA,1000,100\r\nA,2000,101\r\n\r\n\r\n';
    for (const csvEngine of ['auto', 'csv-parse'] as const) {
      const { devices, summary } = await readBytes(text, { csvEngine }, 1);
      expect(summary).toMatchObject({ rows: 2, kept: 2 });
      expect(joined(devices[0]!).hr).toEqual([100, 101]);
    }
  });

  it('refuses a header without value columns, a half pair, a repeated column', async () => {
    for (const [text, message] of [
      ['device,time\nA,1\n', /no value column/],
      ['device,time,lat\nA,1,2\n', /"lat" needs "lon"/],
      ['device,time,hr,hr\nA,1,2,3\n', /appears twice/],
    ] as const) {
      for (const csvEngine of ['auto', 'csv-parse'] as const) {
        const error = await readError(text, { csvEngine });
        expect(error).toBeInstanceOf(ReaderError);
        expect((error as ReaderError).code).toBe('BULK_UPLOAD_INVALID_FILE');
        expect((error as ReaderError).message).toMatch(new RegExp(`^csv-stride: .*${message.source}`));
      }
    }
  });

  it('refuses a file with a header only, or where most rows are bad', async () => {
    const header = await readError('device,time,hr\n');
    expect((header as ReaderError).message).toBe('the CSV file has a header but no rows');
    const bad = await readError('device,time,hr\nA,1,x\nA,2,y\nA,3,100\n');
    expect((bad as ReaderError).code).toBe('BULK_UPLOAD_INVALID_FILE');
    expect((bad as ReaderError).message).toMatch(
      /^2 of 3 rows are unusable \(2 bad-number\), more than 50 %/,
    );
    const allBad = await readError('device,time,hr\nA,1,x\n');
    expect((allBad as ReaderError).message).toMatch(/^none of the 1 rows is usable/);
  });

  it('cuts batches at batchSize and keeps times strictly increasing per device', async () => {
    const lines = ['device,time,hr'];
    for (let i = 0; i < 25_000; i++) lines.push(`D${i % 2},${T0 + i * 50},${100 + (i % 50)}`);
    const { devices, summary } = await readBytes(lines.join('\n') + '\n');
    expect(summary.kept).toBe(25_000);
    for (const device of devices) {
      expect(device.batches.map((b) => b.t.length)).toEqual([10_000, 2_500]);
      const t = joined(device).t!;
      for (let i = 1; i < t.length; i++) expect(t[i]!).toBeGreaterThan(t[i - 1]!);
    }
  });

  it('cuts a batch before it spans more than 2^24 ms', async () => {
    const lines = ['device,time,hr'];
    const hour = 3_600_000;
    for (let i = 0; i < 12; i++) lines.push(`A,${T0 + i * hour},${100 + i}`);
    const { devices } = await readBytes(lines.join('\n') + '\n');
    // 2^24 ms is 4.66 h: five hourly samples span 4 h, the sixth would span 5 h.
    expect(devices[0]!.batches.map((b) => b.t.length)).toEqual([5, 5, 2]);
  });

  it('honours the dedupe tolerance', async () => {
    const text = 'device,time,hr\nA,1000,100\nA,998,101\nA,990,102\nA,1100,103\n';
    const strict = await readBytes(text);
    expect(strict.summary.dropped).toEqual({ 'time-backwards': 2 });
    const tolerant = await readBytes(text, { dedupeToleranceMs: 5 } satisfies ReadOptions);
    expect(tolerant.summary.dropped).toEqual({ 'duplicate-time': 1, 'time-backwards': 1 });
  });

  it('rounds times to whole milliseconds', async () => {
    const { devices } = await readBytes('device,time,hr\nA,1000.4,100\nA,2024-03-02T14:00:00.0006Z,101\n');
    expect(joined(devices[0]!).t).toEqual([1000, T0 + 1]);
  });
});

describe('csv-catapult', () => {
  it('reads Excel serial days as UTC, the device named after the file', async () => {
    const { devices, summary } = await readBytes(fixture('catapult-synthetic.csv'), {
      fileName: 'uploads/catapult-synthetic.csv',
    });
    expect(summary).toMatchObject({ format: 'csv-catapult', rows: 27, kept: 27, droppedTotal: 0 });
    expect(devices).toHaveLength(1);
    expect(devices[0]!.deviceKey).toBe('catapult-synthetic');
    const s = joined(devices[0]!);
    expect(s.t![0]).toBe(Date.UTC(2024, 2, 2, 15, 0, 0));
    expect(s.t![7]! - s.t![6]!).toBe(300); // samples 7 and 8 are missing
    expect(s.lat![1]).toBe(41.726003);
    expect(s.lon![1]).toBe(-9.123702);
    expect(s.x).toBeNull();
  });

  it('is "catapult" without a file name', async () => {
    const { devices } = await readBytes('Timestamp, Longitude, Latitude\n45353.625,-9.12,41.72\n');
    expect(devices[0]!.deviceKey).toBe('catapult');
  });

  it('refuses swapped coordinates as positions out of range', async () => {
    const error = await readError('Timestamp, Longitude, Latitude\n45353.625,41.72,-200.5\n');
    expect((error as ReaderError).message).toMatch(/bad-position/);
  });
});

describe('csv-kinexon', () => {
  it('gives one device per sensor, labelled by name, the ball flagged, times from startTime', async () => {
    const startTime = Date.UTC(2024, 2, 2, 18, 0, 0);
    const { devices, summary } = await readBytes(fixture('kinexon-synthetic.csv'), { startTime });
    expect(summary).toMatchObject({ format: 'csv-kinexon', rows: 26, kept: 26 });
    expect(devices.map((d) => [d.deviceKey, d.label])).toEqual([
      ['101', 'Ada Runner'],
      ['303', 'Ball [ball]'],
      ['202', 'Bea Sprinter'],
    ]);
    const bea = joined(devices[2]!);
    expect(bea.t).toEqual([200, 250, 300, 350, 400, 450].map((ms) => startTime + ms));
    expect(bea.x![0]).toBe(28.8);
    expect(bea.lat).toBeNull();
  });
});
