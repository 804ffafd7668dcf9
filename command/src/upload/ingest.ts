/**
 * Upload jobs (issue 7): a device file becomes sample batches in `samples-<eventId>_<deviceId>`
 * streams, committed all at once by the job's `UploadSamplesCommitted`.
 *
 *   receive()  UploadReceived                         (the API, as soon as the file is in)
 *   run()      UploadStarted → claim the content hash → read the file → name its devices →
 *              route samples to events → drop what earlier uploads hold → append batches →
 *              UploadSamplesCommitted | UploadDuplicate | UploadFailed (+ release the claim)
 *
 * All or nothing: batches count only once the commit lists their revisions, so a job that fails
 * half-way (a bad row late in the file, an unknown device, a crash) leaves batches nothing reads.
 * Rules and codes: README.md beside this file.
 */
import { v5 as uuidv5 } from 'uuid';
import { isDomainError, type ErrorCode } from '@stride/contracts/errors';
import { clubStreamName } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import { eventStreamName } from '@stride/contracts/events/event';
import {
  SAMPLES_RECORDED,
  samplesStreamName,
  sampleFileStreamName,
  uploadSchemaVersion,
  uploadStreamName,
  type SampleAppend,
  type SampleOverlap,
  type SamplesMetadata,
  type UploadKind,
  type UploadSummary,
  type UploadedDevice,
} from '@stride/contracts/events/upload';
import type { EventMetadata } from '@stride/contracts/metadata';
import { encodeBatch, sliceBatch, type SampleBatch } from '@stride/contracts/samples';
import {
  DEFAULT_MAX_APPEND_SIZE,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventStore,
  type Position,
} from '@stride/streams/port';
import { createHash } from 'node:crypto';
import { deviceDecider } from '../device/device.ts';
import { clubDecider } from '../club/club.ts';
import { eventDecider } from '../event/event.ts';
import { eventCommands } from '../event/handlers.ts';
import { eventWindow, type KnownEvent } from '../event/state.ts';
import { eventMetadata, handleCommand, type CommandContext } from '../handler.ts';
import { laterPosition, readState, stepContext } from '../multi-stream.ts';
import { FILE_FORMATS, isReaderError, type ByteChunks, type FileFormat } from '../readers/types.ts';
import { readUpload } from './read-upload.ts';
import type { JobCommand } from './commands.ts';
import { jobDecider } from './job.ts';
import { sampleFileDecider } from './sample-file.ts';
import { isFinished, type JobInfo, type JobState } from './state.ts';

/** An uploaded file, readable from its start as often as asked. */
export interface UploadSource {
  readonly fileName: string;
  readonly bytes: number;
  /** SHA-256 of the bytes, hex. */
  readonly sha256: string;
  chunks(): ByteChunks;
}

/** The SHA-256 (hex) of a file held in memory. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A file held in memory (an upload's body). */
export function memorySource(fileName: string, bytes: Uint8Array): UploadSource {
  const sha256 = sha256Of(bytes);
  return {
    fileName,
    bytes: bytes.length,
    sha256,
    *chunks() {
      for (let offset = 0; offset < bytes.length; offset += 256 * 1024)
        yield bytes.subarray(offset, offset + 256 * 1024);
    },
  };
}

export type UploadStage = 'parsing' | 'appending';

export interface UploadDependencies {
  readonly store: EventStore;
  /**
   * Ids of the devices whose serial or UDID equals a key, without case, the club's first, else
   * another club's: an index (the catalog read model). Each device found is then read from its
   * own stream.
   */
  findDevices(clubId: string, keys: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /**
   * Ids of a team's events whose window may overlap [from, to] (epoch ms): an index (the events
   * read model). Each candidate is then read from its own stream.
   */
  candidateEvents(teamId: string, from: number, to: number): Promise<readonly string[]>;
  /** Told how far a running job got, for `jobUpdated`; never awaited. */
  onProgress?(jobId: string, stage: UploadStage, done: number, total: number): void;
}

export type ReceiveInput = Omit<JobInfo, 'receivedAt' | 'quick'> & { readonly quick?: JobInfo['quick'] };

export interface JobOutcome {
  readonly state: JobState;
  readonly position: Position | null;
  /** The command had been handled before (a retry): nothing was appended. */
  readonly repeated?: boolean;
}

export interface UploadCommands {
  /** Record a received file as a job (`upload-<jobId>`). */
  receive(input: ReceiveInput, context: CommandContext): Promise<JobOutcome>;
  /** Read, route, append and commit a received job's file; never throws for a refused file. */
  run(jobId: string, source: UploadSource, context: CommandContext): Promise<JobOutcome>;
  /**
   * End a job whose worker is gone (its process stopped while it ran): FAILED, its claim on the
   * file's content released, its batches never counted. A job that ended meanwhile is left as is.
   */
  abandon(jobId: string, context: CommandContext): Promise<JobOutcome>;
}

/** An event may last 3 hours: the longest an open window is taken to run. */
const LONGEST_EVENT_MS = 3 * 3600 * 1000;
/** Room left under the store's append limit for the event envelope. */
const APPEND_BUDGET = DEFAULT_MAX_APPEND_SIZE - 64 * 1024;
const BATCH_ID_NAMESPACE = '2b9c8f3e-6a1d-4e57-8c0b-7d4f1e2a9b63';
const MAX_WARNINGS = 20;

/** The claim key of a file's content: per club, and per event for files sent to one event. */
export function sampleFileKey(job: Pick<JobInfo, 'clubId' | 'eventId' | 'sha256'>): string {
  return createHash('sha256')
    .update(`${job.clubId}:${job.eventId ?? ''}:${job.sha256}`)
    .digest('hex')
    .slice(0, 40);
}

/** A refusal of the file: the job fails with this code and nothing counts. */
class Refused extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

interface TargetEvent {
  readonly eventId: string;
  /** Epoch ms; the samples counted are those with start <= t < end. */
  readonly start: number;
  readonly end: number;
}

export function uploadCommands(deps: UploadDependencies): UploadCommands {
  const { store } = deps;

  const jobCommand = (jobId: string, command: JobCommand, context: CommandContext) =>
    handleCommand(store, uploadStreamName(jobId), jobDecider, command, context, {
      schemaVersion: uploadSchemaVersion,
    });

  async function readJob(jobId: string): Promise<JobState> {
    return (await readState(store, uploadStreamName(jobId), jobDecider)).state;
  }

  /** The job holding a file's content, or null once this job holds it. */
  async function claim(job: JobInfo, context: CommandContext): Promise<string | null> {
    const stream = sampleFileStreamName(sampleFileKey(job));
    for (let attempt = 0; attempt < 5; attempt++) {
      const { state } = await readState(store, stream, sampleFileDecider);
      let holder: 'keeps' | 'lets-go' | null = null;
      if (state.holder !== null && state.holder !== job.jobId) {
        const other = await readJob(state.holder);
        // A holder that committed, or still runs, keeps the file; one that ended otherwise lets go.
        const gone = other.status === 'initial' || other.status === 'failed' || other.status === 'duplicate';
        holder = gone ? 'lets-go' : 'keeps';
        if (holder === 'keeps') return state.holder;
      }
      try {
        await handleCommand(
          store,
          stream,
          sampleFileDecider,
          { type: 'ClaimSampleFile', data: { jobId: job.jobId, holder } },
          stepContext(context, 'claim', attempt),
          { schemaVersion: uploadSchemaVersion, maxAttempts: 1 },
        );
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) continue;
        throw error;
      }
      const after = await readState(store, stream, sampleFileDecider);
      if (after.state.holder === job.jobId) return null;
    }
    throw new Error(`could not claim ${stream}`);
  }

  async function release(job: JobInfo, context: CommandContext): Promise<void> {
    await handleCommand(
      store,
      sampleFileStreamName(sampleFileKey(job)),
      sampleFileDecider,
      { type: 'ReleaseSampleFile', data: { jobId: job.jobId } },
      stepContext(context, 'release'),
      { schemaVersion: uploadSchemaVersion },
    );
  }

  async function readEvent(eventId: string): Promise<KnownEvent | null> {
    const { state } = await readState(store, eventStreamName(eventId), eventDecider);
    return state.status === 'initial' || state.deleted ? null : state;
  }

  /** The window of an event (or one of its periods) that samples are kept in. */
  function windowOf(event: KnownEvent, periodId: string | null): { start: number; end: number } {
    let { start, end } = eventWindow(event);
    if (periodId !== null) {
      const period = event.periods.get(periodId);
      if (period === undefined) throw new Refused('PERIOD_NOT_FOUND', 'the period is not in the event');
      start = period.start ?? start;
      end = period.end ?? end;
    }
    const from = start ?? Number.NEGATIVE_INFINITY;
    const to = end ?? (start === null ? Number.POSITIVE_INFINITY : start + LONGEST_EVENT_MS);
    return { start: from, end: to };
  }

  /** The device ids of the file's keys: all known and the job's club's, or the job is refused. */
  async function nameDevices(job: JobInfo, keys: readonly string[]): Promise<Map<string, string>> {
    const named = new Map<string, string>();
    if (job.deviceId !== null) {
      if (keys.length > 1) {
        throw new Refused(
          'BULK_UPLOAD_INVALID_FILE',
          `a device's file holds one device; this one holds ${keys.length} (${keys.slice(0, 5).join(', ')})`,
          { devices: keys.length },
        );
      }
      for (const key of keys) named.set(key, job.deviceId);
    } else {
      const found = await deps.findDevices(job.clubId, keys);
      const unknown = keys.filter((key) => !found.has(key));
      if (unknown.length > 0) {
        throw new Refused(
          'DEVICE_NOT_FOUND',
          `no device has the serial or UDID ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? '…' : ''}`,
          { keys: unknown.slice(0, 50) },
        );
      }
      for (const key of keys) named.set(key, found.get(key)!);
    }
    const foreign: string[] = [];
    for (const [key, deviceId] of named) {
      const { state } = await readState(store, deviceStreamName(deviceId), deviceDecider);
      if (state.status === 'initial')
        throw new Refused('DEVICE_NOT_FOUND', `no device ${key}`, { keys: [key] });
      if (state.clubId !== job.clubId) foreign.push(key);
    }
    if (foreign.length > 0) {
      throw new Refused('DEVICE_NOT_ALLOWED', `devices of another club: ${foreign.slice(0, 10).join(', ')}`, {
        keys: foreign.slice(0, 50),
      });
    }
    return named;
  }

  /** The events a device's samples may go to: the job's event, or its team's events it was selected with. */
  async function targetsOf(
    job: JobInfo,
    deviceId: string,
    from: number,
    to: number,
    jobEvent: { event: KnownEvent; window: { start: number; end: number } } | null,
  ): Promise<TargetEvent[]> {
    if (jobEvent !== null) return [{ eventId: jobEvent.event.eventId, ...jobEvent.window }];
    const { state } = await readState(store, deviceStreamName(deviceId), deviceDecider);
    const teamId = state.status === 'assigned' ? state.teamId : job.teamId;
    if (teamId === null) return [];
    const targets: TargetEvent[] = [];
    for (const eventId of await deps.candidateEvents(teamId, from, to)) {
      const event = await readEvent(eventId);
      if (event === null || event.locked) continue;
      const wears = [...event.selections.values()].some((s) => s.deviceId === deviceId);
      if (!wears) continue;
      const window = windowOf(event, null);
      if (!Number.isFinite(window.start)) continue;
      targets.push({ eventId, ...window });
    }
    return targets.sort((a, b) => a.start - b.start);
  }

  /** Time ranges of a stream's batches that belong to committed or running jobs, and its revision. */
  async function heldRanges(
    streamName: string,
    ownJobId: string,
  ): Promise<{ revision: bigint | null; ranges: { jobId: string; from: number; to: number }[] }> {
    const jobs = new Map<string, boolean>();
    const ranges: { jobId: string; from: number; to: number }[] = [];
    let revision: bigint | null = null;
    try {
      for await (const recorded of store.readStream(streamName)) {
        revision = recorded.revision;
        const meta = recorded.metadata as Partial<SamplesMetadata>;
        const jobId = meta.jobId;
        if (typeof jobId !== 'string' || jobId === ownJobId) continue;
        let holds = jobs.get(jobId);
        if (holds === undefined) {
          const other = await readJob(jobId);
          holds = other.status === 'committed' || other.status === 'received' || other.status === 'parsing';
          jobs.set(jobId, holds);
        }
        if (holds && typeof meta.firstTime === 'number' && typeof meta.lastTime === 'number')
          ranges.push({ jobId, from: meta.firstTime, to: meta.lastTime });
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return { revision, ranges };
  }

  async function ingest(
    job: JobInfo,
    source: UploadSource,
    context: CommandContext,
  ): Promise<{ appends: SampleAppend[]; summary: UploadSummary }> {
    // The job's event, when it names one: refused before the file is read when it cannot take data.
    let jobEvent: { event: KnownEvent; window: { start: number; end: number } } | null = null;
    if (job.eventId !== null) {
      const event = await readEvent(job.eventId);
      if (event === null) throw new Refused('EVENT_NOT_FOUND', 'the event does not exist');
      if (event.locked) throw new Refused('EVENT_LOCKED', 'the event is locked: its records are final');
      jobEvent = { event, window: windowOf(event, job.periodId) };
    }

    // Read the whole file first: a file refused late (a cut XML, too many bad rows) appends nothing.
    let bytesRead = 0;
    const counted = async function* (chunks: ByteChunks): AsyncGenerator<Uint8Array> {
      let lastReport = 0;
      for await (const chunk of chunks) {
        bytesRead += chunk.length;
        if (bytesRead - lastReport >= 1024 * 1024) {
          lastReport = bytesRead;
          deps.onProgress?.(job.jobId, 'parsing', bytesRead, source.bytes);
        }
        yield chunk;
      }
    };
    const format =
      job.format !== null && (FILE_FORMATS as readonly string[]).includes(job.format)
        ? (job.format as FileFormat)
        : undefined;
    const kinexonStart =
      jobEvent !== null && Number.isFinite(jobEvent.window.start) ? jobEvent.window.start : undefined;
    const read = await readUpload(counted(source.chunks()), {
      fileName: source.fileName,
      ...(format === undefined ? {} : { format }),
      ...(kinexonStart === undefined ? {} : { startTime: kinexonStart }),
    });
    const devices = read.devices;
    deps.onProgress?.(job.jobId, 'parsing', source.bytes, source.bytes);

    const named = await nameDevices(job, [...devices.keys()]);
    if (job.kind === 'QUICK') jobEvent = await quickEvent(job, devices, named, context);

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
      const deviceId = named.get(key)!;
      const first = device.batches[0]?.t[0] ?? Number.NaN;
      const lastBatch = device.batches[device.batches.length - 1];
      const last = lastBatch?.t[lastBatch.t.length - 1] ?? Number.NaN;
      const targets = Number.isNaN(first) ? [] : await targetsOf(job, deviceId, first, last, jobEvent);
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

    const total = [...planned.values()].reduce(
      (n, p) => n + p.batches.reduce((m, b) => m + b.t.length, 0),
      0,
    );
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
        const held = await heldRanges(streamName, job.jobId);
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
          const result = await appendBatches(streamName, batches, held.revision, job.jobId, context, (n) => {
            appended += n;
            deps.onProgress?.(job.jobId, 'appending', appended, total);
          });
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
      },
    };
  }

  /**
   * A quick import's event: a match or training of the job's team over the file's time range (at
   * least 1 minute, at most 3 hours from its first sample), with the team's players who wear the
   * file's devices selected. Its id follows from the job, so a job run twice creates it once.
   */
  async function quickEvent(
    job: JobInfo,
    devices: ReadonlyMap<string, { batches: SampleBatch[] }>,
    named: ReadonlyMap<string, string>,
    context: CommandContext,
  ): Promise<{ event: KnownEvent; window: { start: number; end: number } }> {
    if (job.teamId === null || job.quick === null) throw new Error('a quick import needs its team and name');
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const device of devices.values()) {
      const head = device.batches[0];
      const tail = device.batches[device.batches.length - 1];
      if (head !== undefined && head.t.length > 0) first = Math.min(first, head.t[0]!);
      if (tail !== undefined && tail.t.length > 0) last = Math.max(last, tail.t[tail.t.length - 1]!);
    }
    if (!Number.isFinite(first)) throw new Refused('BULK_UPLOAD_INVALID_FILE', 'the file holds no samples');
    // Whole seconds, as a person would enter them; the last sample stays inside.
    const start = Math.floor(first / 1000) * 1000;
    const end = Math.min(
      Math.max(Math.floor(last / 1000) * 1000 + 1000, start + 60_000),
      start + LONGEST_EVENT_MS,
    );
    const { state: club } = await readState(store, clubStreamName(job.clubId), clubDecider);
    if (club.status === 'initial') throw new Refused('CLUB_NOT_FOUND', 'the club does not exist');
    const wearing = new Set(named.values());
    const playerIds = [...club.players]
      .filter(
        ([, p]) => p.teamId === job.teamId && !p.archived && p.deviceId !== null && wearing.has(p.deviceId),
      )
      .map(([playerId]) => playerId);
    const { eventId } = await eventCommands(store).createEvent(
      {
        clubId: job.clubId,
        teamId: job.teamId,
        name: job.quick.name,
        eventType: job.quick.eventType,
        daysToMatch: null,
        startDate: new Date(start),
        endDate: new Date(end),
        playerIds,
      },
      stepContext(context, 'quick-event'),
    );
    const event = await readEvent(eventId);
    if (event === null) throw new Error("the quick import's event is not there");
    return { event, window: windowOf(event, null) };
  }

  /** Appends batches in appends under the store's size limit, each expecting the stream's revision. */
  async function appendBatches(
    streamName: string,
    batches: readonly SampleBatch[],
    revision: bigint | null,
    jobId: string,
    context: CommandContext,
    onAppended: (samples: number) => void,
  ): Promise<AppendedRange[]> {
    const done: {
      fromRevision: number;
      toRevision: number;
      samples: number;
      firstTime: number;
      lastTime: number;
    }[] = [];
    let expected = revision;
    let index = 0;
    while (index < batches.length) {
      const group: { batch: SampleBatch; bytes: Uint8Array }[] = [];
      let size = 0;
      while (index < batches.length) {
        const bytes = encodeBatch(batches[index]!);
        if (group.length > 0 && size + bytes.length > APPEND_BUDGET) break;
        group.push({ batch: batches[index]!, bytes });
        size += bytes.length;
        index++;
      }
      const base = expected === null ? -1n : expected;
      try {
        const result = await store.append(
          streamName,
          group.map(({ batch, bytes }, i) => {
            const n = batch.t.length;
            const metadata: SamplesMetadata & EventMetadata & Record<string, unknown> = {
              jobId,
              firstTime: batch.t[0]!,
              lastTime: batch.t[n - 1]!,
              samples: n,
              ...eventMetadata(context, uploadSchemaVersion),
            };
            return {
              id: uuidv5(`${jobId}/${streamName}/${base + 1n + BigInt(i)}`, BATCH_ID_NAMESPACE),
              type: SAMPLES_RECORDED,
              data: bytes,
              metadata,
            };
          }),
          { expectedRevision: expected === null ? 'no_stream' : expected },
        );
        expected = result.nextExpectedRevision;
        const samples = group.reduce((n, g) => n + g.batch.t.length, 0);
        const lastGroupBatch = group[group.length - 1]!.batch;
        done.push({
          fromRevision: Number(base + 1n),
          toRevision: Number(result.nextExpectedRevision),
          samples,
          firstTime: group[0]!.batch.t[0]!,
          lastTime: lastGroupBatch.t[lastGroupBatch.t.length - 1]!,
        });
        onAppended(samples);
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          throw new PartialAppend(done, batches.slice(index - group.length), error);
        }
        throw error;
      }
    }
    return done;
  }

  return {
    async receive(input, context) {
      const result = await jobCommand(input.jobId, { type: 'ReceiveUpload', data: input }, context);
      return { state: await readJob(input.jobId), position: result.position, repeated: result.repeated };
    },

    async abandon(jobId, context) {
      const current = await readJob(jobId);
      if (current.status !== 'received' && current.status !== 'parsing')
        return { state: current, position: null };
      const result = await jobCommand(
        jobId,
        {
          type: 'FailUpload',
          data: {
            jobId,
            code: 'UNKNOW_ERROR',
            message: 'the upload was interrupted (the server stopped while it ran): send the file again',
            details: { reason: 'interrupted' },
          },
        },
        stepContext(context, 'abandon'),
      );
      await release(current, context);
      return { state: await readJob(jobId), position: result.position };
    },

    async run(jobId, source, context) {
      const current = await readJob(jobId);
      if (current.status === 'initial' || isFinished(current)) return { state: current, position: null };
      const job: JobInfo = current;
      let position: Position | null = null;
      const step = async (name: string, command: JobCommand) => {
        const result = await jobCommand(jobId, command, stepContext(context, name));
        position = laterPosition(position, result.position);
      };
      await step('start', { type: 'StartUpload', data: { jobId } });
      let claimed = false;
      try {
        const holder = await claim(job, context);
        if (holder !== null) {
          await step('duplicate', { type: 'MarkDuplicate', data: { jobId, of: holder } });
        } else {
          claimed = true;
          const { appends, summary } = await ingest(job, source, context);
          await step('commit', { type: 'CommitSamples', data: { jobId, appends, summary } });
        }
      } catch (error) {
        const refusal = refusalOf(error);
        await step('fail', {
          type: 'FailUpload',
          data: { jobId, code: refusal.code, message: refusal.message, details: refusal.details },
        });
        if (claimed) await release(job, context);
        if (refusal.code === 'UNKNOW_ERROR') throw error;
      }
      return { state: await readJob(jobId), position };
    },
  };
}

interface AppendedRange {
  readonly fromRevision: number;
  readonly toRevision: number;
  readonly samples: number;
  readonly firstTime: number;
  readonly lastTime: number;
}

/** An append refused because the stream moved: what was appended before, and what is left. */
class PartialAppend extends Error {
  constructor(
    readonly done: {
      fromRevision: number;
      toRevision: number;
      samples: number;
      firstTime: number;
      lastTime: number;
    }[],
    readonly rest: SampleBatch[],
    override readonly cause: unknown,
  ) {
    super('the stream moved during the append');
  }
}

function refusalOf(error: unknown): { code: ErrorCode; message: string; details: Record<string, unknown> } {
  if (error instanceof Refused)
    return { code: error.code, message: error.message, details: { ...error.details } };
  if (isReaderError(error))
    return { code: error.code, message: error.message, details: { ...error.details } };
  if (isDomainError(error)) return { code: error.code, message: error.code, details: { ...error.details } };
  return { code: 'UNKNOW_ERROR', message: 'the upload failed unexpectedly', details: {} };
}

/** The samples of `batch` with start <= t < end, or null. Times are sorted. */
export function within(batch: SampleBatch, start: number, end: number): SampleBatch | null {
  const t = batch.t;
  const from = lowerBound(t, start);
  const to = lowerBound(t, end);
  if (to <= from) return null;
  return from === 0 && to === t.length ? batch : sliceBatch(batch, from, to);
}

function lowerBound(t: Float64Array, value: number): number {
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The parts of `batch` outside every range (each [from, to] inclusive), and what fell inside. */
export function outsideRanges(
  batch: SampleBatch,
  ranges: readonly { jobId: string; from: number; to: number }[],
): { parts: SampleBatch[]; dropped: { jobId: string; from: number; to: number; samples: number }[] } {
  const t = batch.t;
  const n = t.length;
  if (n === 0) return { parts: [], dropped: [] };
  const relevant = ranges.filter((r) => r.to >= t[0]! && r.from <= t[n - 1]!);
  if (relevant.length === 0) return { parts: [batch], dropped: [] };
  const parts: SampleBatch[] = [];
  const dropped = new Map<string, { jobId: string; from: number; to: number; samples: number }>();
  let runStart = -1;
  for (let i = 0; i <= n; i++) {
    const holder = i < n ? relevant.find((r) => t[i]! >= r.from && t[i]! <= r.to) : undefined;
    if (i < n && holder === undefined) {
      if (runStart < 0) runStart = i;
      continue;
    }
    if (runStart >= 0) {
      parts.push(sliceBatch(batch, runStart, i));
      runStart = -1;
    }
    if (holder !== undefined) {
      const entry = dropped.get(holder.jobId);
      if (entry === undefined)
        dropped.set(holder.jobId, { jobId: holder.jobId, from: t[i]!, to: t[i]!, samples: 1 });
      else dropped.set(holder.jobId, { ...entry, to: t[i]!, samples: entry.samples + 1 });
    }
  }
  return { parts, dropped: [...dropped.values()] };
}

export type { UploadKind };
