/**
 * Test helpers for uploads: device files in our csv-stride layout, written from sample batches,
 * and the error a refused step rejects with.
 */
import { expect } from 'vitest';
import type { SampleBatch } from '@stride/contracts/samples';

const value = (v: number | undefined): string => (v === undefined || Number.isNaN(v) ? '' : String(v));

/** A csv-stride file holding each device's batch under its key (rows interleaved by time). */
export function strideCsv(devices: readonly { readonly key: string; readonly batch: SampleBatch }[]): string {
  const rows: { t: number; line: string }[] = [];
  for (const { key, batch } of devices) {
    for (let i = 0; i < batch.t.length; i++) {
      rows.push({
        t: batch.t[i]!,
        line: [
          key,
          String(batch.t[i]),
          value(batch.lat?.[i]),
          value(batch.lon?.[i]),
          value(batch.x?.[i]),
          value(batch.y?.[i]),
          value(batch.speed?.[i]),
          value(batch.hr?.[i]),
        ].join(','),
      });
    }
  }
  rows.sort((a, b) => a.t - b.t);
  return `device,time,lat,lon,x,y,speed,hr\n${rows.map((r) => r.line).join('\n')}\n`;
}

/** The error `promise` rejects with, expected to be a `kind`. */
export async function rejection<E>(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
): Promise<E> {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}
