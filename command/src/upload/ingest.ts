/**
 * Ingesting a job's file (README.md beside this file): read the whole file, name its devices,
 * route each device's samples to its events, leave out what earlier uploads hold, append the
 * batches. Nothing counts until the job's commit lists the appended revisions.
 */
import {
  samplesStreamName,
  type SampleAppend,
  type SampleOverlap,
  type UploadSummary,
  type UploadedDevice,
} from '@stride/contracts/events/upload';
import type { SampleBatch } from '@stride/contracts/samples';
import type { EventStore } from '@stride/streams/port';
import type { CommandContext } from '../handler.ts';
import { FILE_FORMATS, RELATIVE_TIME_FORMATS, type FileFormat } from '../readers/types.ts';
import { appendBatches, PartialAppend, type AppendedRange } from './append.ts';
import type { CandidateIndex } from './candidates.ts';
import { nameDevices } from './devices.ts';
import { heldRanges, outsideRanges } from './overlaps.ts';
import { quickEvent } from './quick-event.ts';
import type { ParseLimits } from './limits.ts';
import { sharedReadPool, type ReadPool } from './parse.ts';
import { Refused } from './refusal.ts';
import { readEvent, targetsOf, windowOf, within, type JobEvent } from './routing.ts';
import type { UploadSource } from './source.ts';
import type { JobInfo, JobState } from './state.ts';

export type UploadStage = 'parsing' | 'appending';

export interface UploadDependencies {
  readonly store: EventStore;
  /** Devices by UDID and a team's events by time: candidates only (candidates.ts). */
  readonly index: CandidateIndex;
  /** What reading one file may cost (limits.ts). @default DEFAULT_PARSE_LIMITS */
  readonly limits?: ParseLimits;
  /** The threads files are read on (parse.ts). @default the process's shared pool */
  readonly reader?: ReadPool;
  /** Told how far a running job got, for `jobUpdated`; never awaited. */
  onProgress?(jobId: string, stage: UploadStage, done: number, total: number): void;
  /** Fails another job that still runs if its process is gone: true when it is now failed. */
  readonly endOrphan?: (job: JobState) => Promise<boolean>;
}

const MAX_WARNINGS = 20;

export async function ingest(
  deps: UploadDependencies,
  job: JobInfo,
  source: UploadSource,
  context: CommandContext,
): Promise<{ appends: SampleAppend[]; summary: UploadSummary }> {
  const { store } = deps;
  // The job's event, when it names one: refused before the file is read when it cannot take data.
  let jobEvent: JobEvent | null = null;
  if (job.eventId !== null) {
    const event = await readEvent(store, job.eventId);
    if (event === null) throw new Refused('EVENT_NOT_FOUND', null, 'the event does not exist');
    if (event.locked) throw new Refused('EVENT_LOCKED', null, 'the event is locked: its records are final');
    jobEvent = { event, window: windowOf(event, job.periodId) };
  }

  // Read the whole file first, on a thread of its own: a file refused late (a cut XML, too many
  // bad rows, a limit) appends nothing.
  const format =
    job.format !== null && (FILE_FORMATS as readonly string[]).includes(job.format)
      ? (job.format as FileFormat)
      : undefined;
  // Relative times (Kinexon) start at the event's (or the period's) start, or at the one given.
  const relativeStart =
    jobEvent !== null
      ? Number.isFinite(jobEvent.window.start)
        ? jobEvent.window.start
        : undefined
      : (job.startTime ?? undefined);
  const read = await (deps.reader ?? sharedReadPool()).read(
    source,
    {
      fileName: source.fileName,
      ...(format === undefined ? {} : { format }),
      ...(relativeStart === undefined ? {} : { startTime: relativeStart }),
    },
    deps.limits,
    (bytes) => deps.onProgress?.(job.jobId, 'parsing', bytes, source.bytes),
  );
  deps.onProgress?.(job.jobId, 'parsing', source.bytes, source.bytes);
  const devices = read.devices;
  if (relativeStart === undefined && [...devices.values()].some((d) => RELATIVE_TIME_FORMATS.has(d.format))) {
    throw jobEvent === null
      ? new Refused(
          'MISSING_START_DATE',
          'RELATIVE_TIMES_NEED_START',
          "the file's times are relative (Kinexon): give the time it started",
          {},
          { reason: 'relativeTimes' },
        )
      : new Refused(
          'MISSING_START_DATE',
          'RELATIVE_TIMES_EVENT_NO_START',
          "the file's times are relative (Kinexon) and the event has no start yet",
          {},
          { reason: 'relativeTimes' },
        );
  }

  const { named, skipped } = await nameDevices(store, deps.index, job, devices);
  if (job.kind === 'QUICK') jobEvent = await quickEvent(store, job, devices, named, context);

  // Route each device's samples to its events, leaving out what earlier uploads already hold.
  interface Planned {
    eventId: string;
    deviceId: string;
    format: string;
    cycling: boolean;
    batches: SampleBatch[];
  }
  const planned = new Map<string, Planned>();
  let outside = 0;
  for (const [key, device] of devices) {
    const deviceId = named.get(key);
    if (deviceId === undefined) continue; // skipped: listed in the summary
    const first = device.batches[0]?.t[0] ?? Number.NaN;
    const lastBatch = device.batches[device.batches.length - 1];
    const last = lastBatch?.t[lastBatch.t.length - 1] ?? Number.NaN;
    const targets = Number.isNaN(first)
      ? []
      : await targetsOf(store, deps.index, job, deviceId, first, last, jobEvent);
    for (const batch of device.batches) {
      let placed = 0;
      for (const target of targets) {
        const part = within(batch, target.start, target.end);
        if (part === null) continue;
        placed += part.t.length;
        const streamName = samplesStreamName(target.eventId, deviceId);
        let plan = planned.get(streamName);
        if (plan === undefined) {
          plan = {
            eventId: target.eventId,
            deviceId,
            format: device.format,
            cycling: device.cycling,
            batches: [],
          };
          planned.set(streamName, plan);
        }
        plan.batches.push(part);
      }
      outside += batch.t.length - placed;
    }
  }

  const total = [...planned.values()].reduce((n, p) => n + p.batches.reduce((m, b) => m + b.t.length, 0), 0);
  let appended = 0;
  const appends: SampleAppend[] = [];
  const overlaps: SampleOverlap[] = [];
  for (const [streamName, plan] of planned) {
    let batches = plan.batches;
    const record = (ranges: readonly AppendedRange[]) => {
      for (const range of ranges)
        appends.push({
          ...range,
          eventId: plan.eventId,
          deviceId: plan.deviceId,
          streamName,
          format: plan.format,
          cycling: plan.cycling,
        });
    };
    for (let attempt = 0; batches.length > 0; attempt++) {
      const held = await heldRanges(store, streamName, job.jobId, deps.endOrphan);
      const kept: SampleBatch[] = [];
      for (const batch of batches) {
        const { parts, dropped } = outsideRanges(batch, held.ranges);
        kept.push(...parts);
        for (const drop of dropped) {
          overlaps.push({ eventId: plan.eventId, deviceId: plan.deviceId, ...drop });
          appended += drop.samples; // left out, but done: progress still reaches the total
        }
      }
      batches = kept;
      try {
        const result = await appendBatches(
          store,
          streamName,
          batches,
          held.revision,
          job.jobId,
          context,
          (n) => {
            appended += n;
            deps.onProgress?.(job.jobId, 'appending', appended, total);
          },
        );
        record(result);
        batches = [];
      } catch (error) {
        // Another upload wrote to the stream meanwhile: look at what it holds, append the rest.
        if (!(error instanceof PartialAppend) || attempt >= 5)
          throw error instanceof PartialAppend ? error.cause : error;
        record(error.done);
        batches = error.rest;
      }
    }
  }
  deps.onProgress?.(job.jobId, 'appending', total, total);

  const uploaded: UploadedDevice[] = [...devices].map(([key, device]) => {
    const samples = device.batches.reduce((n, b) => n + b.t.length, 0);
    const head = device.batches[0];
    const tail = device.batches[device.batches.length - 1];
    return {
      key,
      label: device.label,
      deviceId: named.get(key) ?? null,
      samples,
      firstTime: samples === 0 || head === undefined ? null : head.t[0]!,
      lastTime: samples === 0 || tail === undefined ? null : tail.t[tail.t.length - 1]!,
    };
  });
  return {
    appends,
    summary: {
      format: read.format,
      rows: read.rows,
      kept: read.kept,
      dropped: read.dropped,
      warnings: read.warnings.slice(0, MAX_WARNINGS),
      devices: uploaded,
      outside,
      overlaps,
      skipped,
    },
  };
}
