import { describe, expect, it } from 'vitest';
import type { UploadEvent, UploadSummary } from '@stride/contracts/events/upload';
import { deciderSpecification } from '../testing/decider-specification.ts';
import { jobDecider } from './job.ts';
import { sampleFileDecider } from './sample-file.ts';

const jobId = 'job-1';
const received: UploadEvent = {
  type: 'UploadReceived',
  data: {
    jobId,
    clubId: 'club',
    teamId: 'team',
    kind: 'EVENT',
    fileName: 'match.csv',
    bytes: 10,
    sha256: 'ab',
    eventId: 'event',
    deviceId: null,
    periodId: null,
    format: null,
  },
};
const receive = { type: 'ReceiveUpload' as const, data: { ...received.data, startTime: null } };
const started: UploadEvent = { type: 'UploadStarted', data: { jobId } };
const summary: UploadSummary = {
  format: 'csv-stride',
  rows: 1,
  kept: 1,
  dropped: {},
  warnings: [],
  devices: [],
  outside: 0,
  overlaps: [],
};
const committed: UploadEvent = { type: 'UploadSamplesCommitted', data: { jobId, appends: [], summary } };
const failed: UploadEvent = {
  type: 'UploadFailed',
  data: {
    jobId,
    code: 'DEVICE_NOT_FOUND',
    message: 'no device X',
    details: {},
    failure: { reason: 'UNKNOWN_DEVICES', params: { keys: ['X'], count: 1 } },
  },
};

const job = deciderSpecification(jobDecider);
const file = deciderSpecification(sampleFileDecider);

describe('upload job', () => {
  it('is received once', () => {
    job.given([]).when(receive).then([received]);
    job.given([received]).when(receive).thenThrows('BAD_USER_INPUT');
  });
  it('keeps the start of a file with relative times, as an ISO instant', () => {
    const startTime = Date.parse('2026-05-02T18:00:00Z');
    const quick = { name: 'Handball', eventType: 'TRAINING' };
    const data = { ...receive.data, kind: 'QUICK' as const, eventId: null, quick, startTime };
    job
      .given([])
      .when({ type: 'ReceiveUpload', data })
      .then([
        {
          type: 'UploadReceived',
          data: {
            ...received.data,
            kind: 'QUICK',
            eventId: null,
            quick,
            startTime: '2026-05-02T18:00:00.000Z',
          },
        },
      ]);
    const state = jobDecider.evolve(jobDecider.initialState(), {
      type: 'UploadReceived',
      data: { ...received.data, startTime: '2026-05-02T18:00:00.000Z' },
    });
    expect(state.status === 'received' ? state.startTime : undefined).toBe(startTime);
  });
  it('starts once', () => {
    job.given([received]).when({ type: 'StartUpload', data: { jobId } }).then([started]);
    job.given([received, started]).when({ type: 'StartUpload', data: { jobId } }).then([]);
  });
  it('commits, fails or ends as a duplicate while it runs', () => {
    job
      .given([received, started])
      .when({ type: 'CommitSamples', data: { jobId, appends: [], summary } })
      .then([committed]);
    job
      .given([received, started])
      .when({
        type: 'FailUpload',
        data: {
          jobId,
          code: 'DEVICE_NOT_FOUND',
          message: 'no device X',
          details: {},
          failure: { reason: 'UNKNOWN_DEVICES', params: { keys: ['X'], count: 1 } },
        },
      })
      .then([failed]);
    job
      .given([received, started])
      .when({ type: 'MarkDuplicate', data: { jobId, of: 'job-0' } })
      .then([{ type: 'UploadDuplicate', data: { jobId, of: 'job-0' } }]);
  });
  it('stays as it ended: a late commit or failure changes nothing', () => {
    job
      .given([received, started, failed])
      .when({ type: 'CommitSamples', data: { jobId, appends: [], summary } })
      .then([]);
    job
      .given([received, started, committed])
      .when({
        type: 'FailUpload',
        data: {
          jobId,
          code: 'UNKNOW_ERROR',
          message: 'late',
          details: {},
          failure: { reason: 'UNEXPECTED', params: {} },
        },
      })
      .then([]);
  });
  it('does nothing for a job never received', () => {
    job.given([]).when({ type: 'StartUpload', data: { jobId } }).then([]);
  });
});

describe('sample-file reservation', () => {
  const claimed = (id: string) => ({ type: 'SampleFileClaimed' as const, data: { jobId: id } });
  it('is claimed when free, and again by the same job changes nothing', () => {
    file
      .given([])
      .when({ type: 'ClaimSampleFile', data: { jobId: 'a', holder: null } })
      .then([claimed('a')]);
    file
      .given([claimed('a')])
      .when({ type: 'ClaimSampleFile', data: { jobId: 'a', holder: null } })
      .then([]);
  });
  it('stays with a holder that keeps it, passes from one that lets go', () => {
    file
      .given([claimed('a')])
      .when({ type: 'ClaimSampleFile', data: { jobId: 'b', holder: 'keeps' } })
      .then([]);
    file
      .given([claimed('a')])
      .when({ type: 'ClaimSampleFile', data: { jobId: 'b', holder: 'lets-go' } })
      .then([claimed('b')]);
  });
  it('is released only by its holder', () => {
    file
      .given([claimed('a')])
      .when({ type: 'ReleaseSampleFile', data: { jobId: 'a' } })
      .then([{ type: 'SampleFileReleased', data: { jobId: 'a' } }]);
    file
      .given([claimed('a')])
      .when({ type: 'ReleaseSampleFile', data: { jobId: 'b' } })
      .then([]);
  });
});
