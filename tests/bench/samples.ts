/**
 * Sample batches for the event store: the binary encoding (contracts/src/samples.ts) against
 * JSON, on a 90-minute, 25-player, 10 Hz match cut into one-minute batches (600 samples).
 */
import { allocateBatch, decodeBatch, encodeBatch, type SampleBatch } from '@stride/contracts/samples';

const PLAYERS = 25;
const MINUTES = 90;
const PER_BATCH = 600;

function matchBatches(): SampleBatch[] {
  const batches: SampleBatch[] = [];
  const start = Date.UTC(2026, 10, 22, 15);
  for (let p = 0; p < PLAYERS; p++) {
    for (let m = 0; m < MINUTES; m++) {
      const batch = allocateBatch(PER_BATCH, ['lat', 'lon', 'speed', 'hr']);
      for (let i = 0; i < PER_BATCH; i++) {
        const k = m * PER_BATCH + i;
        batch.t[i] = start + k * 100;
        batch.lat![i] = 41.726 + Math.sin(k / 500 + p) * 3e-4;
        batch.lon![i] = -9.1237 + Math.cos(k / 700 + p) * 4e-4;
        batch.speed![i] = 3 + 2 * Math.sin(k / 90);
        batch.hr![i] = 140 + ((k + p) % 40);
      }
      batches.push(batch);
    }
  }
  return batches;
}

const toJson = (b: SampleBatch): string =>
  JSON.stringify({
    t: Array.from(b.t),
    lat: Array.from(b.lat!),
    lon: Array.from(b.lon!),
    speed: Array.from(b.speed!),
    hr: Array.from(b.hr!),
  });

function time(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export async function samplesBench(): Promise<void> {
  const batches = matchBatches();
  const samples = PLAYERS * MINUTES * PER_BATCH;
  let binary: Uint8Array[] = [];
  let json: string[] = [];
  // Warm-up, then measured.
  batches.slice(0, 50).forEach((b) => decodeBatch(encodeBatch(b)));
  const encodeMs = time(() => (binary = batches.map(encodeBatch)));
  const decodeMs = time(() => binary.forEach((b) => decodeBatch(b)));
  const jsonEncodeMs = time(() => (json = batches.map(toJson)));
  const jsonDecodeMs = time(() => json.forEach((s) => JSON.parse(s) as unknown));
  const binaryBytes = binary.reduce((sum, b) => sum + b.length, 0);
  const jsonBytes = json.reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `${samples.toLocaleString('en-GB')} samples (${PLAYERS} players × ${MINUTES} min × 10 Hz) in ${batches.length} one-minute batches`,
  );
  console.log(
    `binary   ${mb(binaryBytes).padStart(6)} MB  (${(binaryBytes / samples).toFixed(1)} B/sample, largest batch ${(Math.max(...binary.map((b) => b.length)) / 1024).toFixed(1)} KiB)  encode ${encodeMs.toFixed(0)} ms  decode ${decodeMs.toFixed(0)} ms`,
  );
  console.log(
    `JSON     ${mb(jsonBytes).padStart(6)} MB  (${(jsonBytes / samples).toFixed(1)} B/sample)  encode ${jsonEncodeMs.toFixed(0)} ms  decode ${jsonDecodeMs.toFixed(0)} ms`,
  );
  console.log(
    `ratio    JSON / binary: size ×${(jsonBytes / binaryBytes).toFixed(1)}, encode ×${(jsonEncodeMs / encodeMs).toFixed(1)}, decode ×${(jsonDecodeMs / decodeMs).toFixed(1)}`,
  );
  await Promise.resolve();
}
