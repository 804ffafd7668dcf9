/**
 * The engine against the reference on one recording: the figures `npm run metrics` gives (the
 * engine with the file's profile), the reference's (reference.ts: Butterworth 1 Hz, and raw), and
 * the device's own totals where the file has them (a FIT session's distance and maximum speed).
 */
import type { MetricsResult } from '@stride/contracts/metrics';
import type { SampleBatch } from '@stride/contracts/samples';
import { readFile } from '@stride/command/readers/index';
import type { FileFormat } from '@stride/command/readers/types';
import { metricsOfFile } from '@stride/deploy/metrics-cli';
import { localPlane, referenceFigures, type ReferenceFigures, type Track } from './reference.ts';

/** What the reference filters at: floodlight's default, 3rd order at 1 Hz. */
export const REFERENCE_CUTOFF_HZ = 1;

export interface DeviceValidation {
  readonly file: string;
  readonly format: FileFormat;
  readonly deviceKey: string;
  readonly label: string | null;
  readonly rateHz: number;
  readonly engine: MetricsResult;
  /** The Butterworth reference; null where 1 Hz is not below half the sample rate (nothing to filter). */
  readonly reference: ReferenceFigures | null;
  readonly raw: ReferenceFigures;
  /** The device's own totals (FIT sessions), summed; null where the file has none. */
  readonly device: { readonly distance: number | null; readonly maxSpeed: number | null } | null;
}

/** All of a device's batches as one track on a local plane. */
function trackOf(batches: readonly SampleBatch[]): Track {
  const t = Float64Array.from(batches.flatMap((b) => [...b.t]));
  const column = (pick: (b: SampleBatch) => ArrayLike<number> | null) =>
    Float64Array.from(
      batches.flatMap((b) => Array.from(pick(b) ?? new Float64Array(b.t.length).fill(Number.NaN))),
    );
  if (batches.some((b) => b.x !== null)) return { t, x: column((b) => b.x), y: column((b) => b.y) };
  const lat = column((b) => b.lat);
  const lon = column((b) => b.lon);
  const first = lat.findIndex(
    (v, i) => Number.isFinite(v) && Number.isFinite(lon[i]!) && (v !== 0 || lon[i] !== 0),
  );
  const keep = (v: number, i: number) => i >= first && first >= 0 && !(lat[i] === 0 && lon[i] === 0);
  const idx = [...t.keys()].filter((i) => keep(lat[i]!, i));
  const plane = localPlane(
    idx.map((i) => t[i]!),
    idx.map((i) => lat[i]!),
    idx.map((i) => lon[i]!),
  );
  return plane;
}

/** The sample rate: the median interval between consecutive samples. */
function rateOf(t: ArrayLike<number>): number {
  const gaps: number[] = [];
  for (let i = 1; i < t.length; i++) if (t[i]! > t[i - 1]!) gaps.push(t[i]! - t[i - 1]!);
  gaps.sort((a, b) => a - b);
  return 1000 / (gaps[(gaps.length - 1) >> 1] ?? 1000);
}

export async function validateFile(file: string): Promise<DeviceValidation[]> {
  const report = await metricsOfFile(file);
  const { devices, summary } = await readFile(file);
  const sessions = summary.fit?.sessions ?? [];
  const sum = (values: (number | null | undefined)[]) =>
    values.some((v) => typeof v === 'number') ? values.reduce<number>((s, v) => s + (v ?? 0), 0) : null;
  const max = (values: (number | null | undefined)[]) =>
    values.some((v) => typeof v === 'number') ? Math.max(...values.map((v) => v ?? 0)) : null;
  const device =
    sessions.length === 0
      ? null
      : {
          distance: sum(sessions.map((s) => s.totalDistance)),
          maxSpeed: max(sessions.map((s) => s.maxSpeed)),
        };
  return devices.map((d) => {
    const track = trackOf(d.batches);
    const rateHz = Math.round(rateOf(track.t) * 1000) / 1000;
    const options = { rateHz, maxGapSeconds: summary.format === 'fit' ? 10 : 1 };
    const engine = report.devices.find((r) => r.deviceKey === d.deviceKey)!.result;
    return {
      file,
      format: summary.format,
      deviceKey: d.deviceKey,
      label: d.label,
      rateHz,
      engine,
      reference:
        REFERENCE_CUTOFF_HZ < rateHz / 2
          ? referenceFigures(track, { ...options, cutoffHz: REFERENCE_CUTOFF_HZ })
          : null,
      raw: referenceFigures(track, { ...options, cutoffHz: null }),
      device,
    };
  });
}
