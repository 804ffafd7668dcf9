/**
 * A demo event's device file: every stint of every selected player in our csv-stride layout
 * (command/src/readers/csv.ts), one block of rows per device in time order, as a docking
 * station's export would hold it. The upload reads it as it reads a club's files.
 */
import type { SampleBatch } from '@stride/contracts/samples';

// Rounded by arithmetic, not toFixed: four times faster over a match's million rows.
const text = (v: number | undefined, scale: number): string =>
  v === undefined || Number.isNaN(v) ? '' : String(Math.round(v * scale) / scale);

/** csv-stride bytes of each device's batches under its serial. */
export function demoCsv(
  devices: readonly { readonly key: string; readonly batches: readonly SampleBatch[] }[],
): Buffer {
  const parts: string[] = ['device,time,lat,lon,hr\n'];
  for (const { key, batches } of devices) {
    for (const batch of batches) {
      const lines: string[] = new Array<string>(batch.t.length);
      for (let i = 0; i < batch.t.length; i++) {
        lines[i] =
          `${key},${batch.t[i]},${text(batch.lat?.[i], 1e7)},${text(batch.lon?.[i], 1e7)},${text(batch.hr?.[i], 1)}\n`;
      }
      parts.push(lines.join(''));
    }
  }
  return Buffer.from(parts.join(''));
}
