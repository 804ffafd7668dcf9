/**
 * An event with device data, through the API as a club's staff would send it: for the browser
 * tests and benchmarks that read figures and charts.
 */
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import type { ClubSession } from './accounts.ts';

/** How long a job may take to be read and computed on a loaded machine, ms. */
const JOB_TIMEOUT_MS = 90_000;

/**
 * Send a file for an event (multipart, `uploadEventFile`) and wait until its records are
 * computed; a failed job throws with its state.
 */
export async function uploadEventFile(
  url: string,
  session: ClubSession,
  eventId: string,
  file: { readonly name: string; readonly bytes: Uint8Array; readonly deviceId?: string },
): Promise<string> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query:
        'mutation ($f: File!, $e: ID!, $d: ID) { uploadEventFile(file: $f, eventId: $e, deviceId: $d) { id } }',
      variables: { f: null, e: eventId, d: file.deviceId ?? null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob([Buffer.from(file.bytes)]), file.name);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...session.headers, 'graphql-preflight': '1' },
    body: form,
  });
  const body = (await response.json()) as { data?: { uploadEventFile: { id: string } }; errors?: unknown };
  if (body.data === undefined) throw new Error(`uploadEventFile: ${JSON.stringify(body.errors)}`);
  const jobId = body.data.uploadEventFile.id;
  // The job's state until its records are computed (or it failed): a condition, polled.
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const { job } = await session.graphql<{ job: { state: string } }>(
      'query ($j: ID!) { job(jobId: $j) { state } }',
      { j: jobId },
    );
    if (job.state === 'COMPUTED') return jobId;
    if (job.state === 'FAILED' || job.state === 'DUPLICATE' || Date.now() > deadline)
      throw new Error(`${file.name}: job ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A docking station's CSV of synthetic players (10 Hz), one per device key, from `start`. */
export function syntheticCsv(
  keys: readonly string[],
  options: { readonly start: number; readonly seconds: number; readonly seed: number; readonly hr?: boolean },
): Buffer {
  return Buffer.from(
    strideCsv(
      keys.map((key, i) => ({
        key,
        batch: syntheticPlayer({
          seed: options.seed + i,
          seconds: options.seconds,
          start: options.start,
          hr: options.hr ?? true,
          dropRate: 0.05,
        }),
      })),
    ),
  );
}
