/**
 * The simulator against the real API (issue 18): a started event with four selected devices, a
 * receiver token, then `simulate` ten times faster on three of them. Each device's
 * `samples-<eventId>_<deviceId>` stream holds exactly the samples the simulator says were stored,
 * in order, none twice, seqs from 1; the fourth device is left alone. A second run on the same
 * devices (the Kinexon dataset, when present) goes on after the first: later seqs, later times.
 * The command itself, in real time, stops at Ctrl-C with what it stored in the streams.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS, datasetsPresent } from '@stride/command/readers/testing';
import { samplesStreamName } from '@stride/contracts/events/upload';
import { decodeBatch } from '@stride/contracts/samples';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';
import { openStack, type Stack } from '@stride/query/testing/stack';
import { until } from '@stride/streams/testing/until';
import type { SimulateOptions } from './options.ts';
import { simulate } from './run.ts';
import { traceDurationMs } from './schedule.ts';

let s: Stack;
let a: ClubSetUp;
let token = '';
let eventId = '';
const devices: string[] = [];

async function stream(deviceId: string) {
  const out: { seq: number; t: number[] }[] = [];
  try {
    for await (const e of s.h.store.readStream(samplesStreamName(eventId, deviceId))) {
      out.push({ seq: e.metadata.liveSeq as number, t: [...decodeBatch(e.data as Uint8Array).t] });
    }
  } catch {
    // no stream
  }
  return out;
}

const options = (more: Partial<SimulateOptions>): SimulateOptions => ({
  eventId,
  token,
  url: s.url,
  players: 3,
  hz: 10,
  speed: 10,
  files: [],
  seconds: 12,
  rate: 80,
  progressSeconds: 0.5,
  ...more,
});

beforeAll(async () => {
  s = await openStack('simulate');
  a = await setUpClub(http, s.url, s.mailer, 'Simulated club');
  const must = <T>(query: string, variables: Record<string, unknown> = {}) =>
    s.must<T>(query, variables, bearer(a.token));
  const u = randomUUID().slice(0, 8);
  const players: string[] = [];
  for (let i = 1; i <= 4; i++) {
    const worn = await addPlayerWearing(
      must,
      a.teamId,
      { firstName: `P${i}`, lastName: 'Sim', number: i },
      { serial: `sim${i}-${u}` },
    );
    players.push(worn.playerId);
    devices.push(worn.deviceId);
  }
  const { createEvent } = await must<{ createEvent: { id: string } }>(
    'mutation ($t: ID!, $p: [ID!]) { createEvent(teamId: $t, name: "Simulated", type: TRAINING, playerIds: $p) { id } }',
    { t: a.teamId, p: players },
  );
  eventId = createEvent.id;
  await must(`mutation { startEvent(eventId: "${eventId}") { id } }`);
  const { issueReceiverToken } = await must<{ issueReceiverToken: { token: string } }>(
    'mutation ($t: ID!) { issueReceiverToken(teamId: $t, name: "Simulator") { token } }',
    { t: a.teamId },
  );
  token = issueReceiverToken.token;
});
afterAll(async () => {
  await s?.close();
});

describe('npm run simulate', () => {
  it('plays generated play on three devices: the streams hold every sample sent, once, in order', async () => {
    const lines: string[] = [];
    const before = Date.now();
    const report = await simulate(options({}), { print: (line) => lines.push(line) });
    expect(report.complete).toBe(true);
    expect(report.links.map((l) => l.deviceId)).toEqual(devices.slice(0, 3));
    for (const link of report.links) {
      const batches = await stream(link.deviceId);
      const times = batches.flatMap((b) => b.t);
      expect(batches.map((b) => b.seq)).toEqual(batches.map((_, i) => i + 1));
      expect(link.ack).toBe(batches.length);
      expect(times).toEqual([...link.trace.batch.t].map((t) => Math.round(link.anchorMs + t)));
      expect(times.length).toBe(link.samplesStored);
      // Played from now: the first sample is at the run's start, 12 s of play.
      expect(times[0]).toBeGreaterThanOrEqual(before);
      expect(times.at(-1)! - times[0]!).toBe(traceDurationMs(link.trace));
      expect(link.errors).toBe(0);
    }
    expect(await stream(devices[3]!)).toEqual([]);
    expect(lines.some((l) => l.startsWith('simulate: #1 P1 Sim') && l.endsWith('plays generated #1'))).toBe(
      true,
    );
    expect(lines.at(-1)).toMatch(
      /^\[\d\d:\d\d\] 0\/3 devices sending · 360 samples stored · acks \d+–\d+ · backlog 0 · 0 errors · play 00:11 of 00:11$/,
    );
  });

  it.skipIf(!datasetsPresent)('plays a dataset file after the first run on the same devices', async () => {
    const first = await Promise.all(devices.slice(0, 2).map(stream));
    const report = await simulate(
      options({
        players: 2,
        speed: 50,
        files: [join(DATASETS, 'floodlight-kinexon-handball/anonymized_data.csv')],
      }),
      { print: () => undefined },
    );
    expect(report.complete).toBe(true);
    for (const [i, link] of report.links.entries()) {
      const batches = await stream(link.deviceId);
      const added = batches.slice(first[i]!.length);
      const times = batches.flatMap((b) => b.t);
      // Later seqs and later times than the first run's, nothing twice, every sample of the trace.
      expect(batches.slice(0, first[i]!.length)).toEqual(first[i]);
      expect(added[0]!.seq).toBeGreaterThan(first[i]!.at(-1)!.seq);
      expect(times.every((t, k) => k === 0 || t > times[k - 1]!)).toBe(true);
      expect(added.flatMap((b) => b.t)).toEqual(
        [...link.trace.batch.t].map((t) => Math.round(link.anchorMs + t)),
      );
      expect(link.samplesStored).toBe(link.trace.batch.t.length);
      expect(link.trace.label).toMatch(/anonymized_data\.csv/);
    }
  });

  it('the command plays in real time and stops cleanly at Ctrl-C (SIGINT)', async () => {
    const before = await Promise.all(devices.map(stream));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/src/simulate/main.ts',
        '--event',
        eventId,
        '--url',
        s.url,
        '--progress',
        '0.5',
      ],
      { env: { ...process.env, STRIDE_RECEIVER_TOKEN: token }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await until(() => /[1-9]\d* samples stored/.test(output), { timeoutMs: 30_000 });
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('simulate: stopping');
    const stored = [...output.matchAll(/(\d+) samples stored/g)].at(-1)![1];
    const after = await Promise.all(devices.map(stream));
    const added = after.map((batches, i) => batches.slice(before[i]!.length).flatMap((b) => b.t));
    // Four devices (every selected one), what the last line says is in the streams, nothing twice.
    expect(added.every((t) => t.length > 0)).toBe(true);
    expect(String(added.reduce((sum, t) => sum + t.length, 0))).toBe(stored);
    for (const batches of after) {
      const times = batches.flatMap((b) => b.t);
      expect(times.every((t, k) => k === 0 || t > times[k - 1]!)).toBe(true);
    }
  });
});
