/**
 * The simulator's run: the event's devices, a trace each, then rounds of sends until every trace
 * is stored (or refused, or `signal` aborts: the round under way finishes first), with a
 * progress line every few seconds.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fetchDevices, GatewayError, httpSender, type LiveDevice } from './client.ts';
import { DeviceLink, type Send } from './link.ts';
import { MAX_PLAYERS, type SimulateOptions } from './options.ts';
import { assignTraces, roundMs, traceDurationMs, traceElapsedMs, type Trace } from './schedule.ts';
import { fileTraces, generatedTraces } from './traces.ts';

/** How far ahead of the clock samples may run at a speed above 1 (the gateway allows a minute). */
export const MAX_LEAD_MS = 50_000;

export interface RunDependencies {
  readonly signal?: AbortSignal;
  readonly print?: (line: string) => void;
  /** Replaces HTTP (tests). */
  readonly send?: Send;
  readonly devices?: readonly LiveDevice[];
  readonly now?: () => number;
}

export interface RunReport {
  readonly links: readonly DeviceLink[];
  /** Every trace was stored to its end. */
  readonly complete: boolean;
  readonly aborted: boolean;
}

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
};

export function progressLine(links: readonly DeviceLink[], wallMs: number, elapsedMs: number): string {
  const sending = links.filter((l) => l.state === 'sending').length;
  const stored = links.reduce((sum, l) => sum + l.samplesStored, 0);
  const backlog = links.reduce((sum, l) => sum + l.backlog(elapsedMs), 0);
  const errors = links.reduce((sum, l) => sum + l.errors, 0);
  const acks = links.map((l) => l.ack);
  const longest = Math.max(0, ...links.map((l) => traceDurationMs(l.trace)));
  const lastError = links.find((l) => l.lastError !== null)?.lastError;
  return `[${clock(wallMs)}] ${[
    `${sending}/${links.length} devices sending`,
    `${stored} samples stored`,
    `acks ${Math.min(...acks)}–${Math.max(...acks)}`,
    `backlog ${backlog}`,
    `${errors} errors${errors > 0 && lastError ? ` (last: ${lastError})` : ''}`,
    `play ${clock(Math.min(elapsedMs, longest))} of ${clock(longest)}`,
  ].join(' · ')}`;
}

async function tracesFor(options: SimulateOptions, count: number): Promise<Trace[]> {
  if (options.files.length === 0) return generatedTraces(count, options.seconds, options.hz);
  const traces = await fileTraces(options.files, options.hz);
  if (traces.length === 0) throw new GatewayError('the files hold no samples', null);
  return traces;
}

export async function simulate(options: SimulateOptions, deps: RunDependencies = {}): Promise<RunReport> {
  const print = deps.print ?? ((line: string) => console.log(line));
  const now = deps.now ?? Date.now;
  const listed = deps.devices ?? (await fetchDevices(options.url, options.token, options.eventId)).devices;
  if (listed.length === 0) {
    throw new GatewayError(
      'no selected player of the event wears a device: select players with devices',
      null,
    );
  }
  const count = Math.min(options.players ?? MAX_PLAYERS, listed.length, MAX_PLAYERS);
  if (options.players !== null && options.players > listed.length) {
    print(`simulate: the event has ${listed.length} selected devices; playing those`);
  }
  const traces = await tracesFor(options, count);
  const start = now();
  const links = assignTraces(listed.slice(0, count), traces).map(
    ({ device, trace }) => new DeviceLink(device.deviceId, trace, start),
  );
  for (const link of links) {
    const device = listed.find((d) => d.deviceId === link.deviceId)!;
    print(
      `simulate: ${device.number === null ? '' : `#${device.number} `}${device.name} (device ${device.deviceId}) plays ${link.trace.label}`,
    );
  }
  const send = deps.send ?? httpSender(options.url, options.token, options.eventId);
  const round = roundMs(options.speed, links.length, options.rate);
  let lastProgress = start;
  let elapsed = 0;
  while (links.some((l) => l.state === 'sending') && deps.signal?.aborted !== true) {
    const roundStart = now();
    elapsed = traceElapsedMs(roundStart - start, options.speed, MAX_LEAD_MS);
    await Promise.all(links.map((l) => l.step(now(), elapsed, send)));
    if (now() - lastProgress >= options.progressSeconds * 1000) {
      lastProgress = now();
      print(progressLine(links, lastProgress - start, elapsed));
    }
    const wait = round - (now() - roundStart);
    if (wait > 0 && links.some((l) => l.state === 'sending')) {
      await sleep(wait, undefined, deps.signal ? { signal: deps.signal } : {}).catch(() => undefined);
    }
  }
  print(progressLine(links, now() - start, elapsed));
  for (const link of links.filter((l) => l.state === 'stopped')) {
    print(`simulate: device ${link.deviceId} stopped: ${link.stoppedBecause}`);
  }
  return {
    links,
    complete: links.every((l) => l.state === 'done'),
    aborted: deps.signal?.aborted === true,
  };
}
