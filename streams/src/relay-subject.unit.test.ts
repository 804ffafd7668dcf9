import { describe, expect, it } from 'vitest';
import { natsNames, partitionOf } from '@stride/contracts/nats';
import { samplesStreamName } from '@stride/contracts/events/upload';
import { relaySubject, samplesEventId } from './relay-subject.ts';

const names = natsNames('dep');
const eventId = '3f2c8a8e-5d4b-4c1e-9a51-0c7e2f7b9d10';

describe('relay subjects', () => {
  it('keeps one subject per category by default, samples included', () => {
    const subject = relaySubject(names);
    expect(subject(samplesStreamName(eventId, 'dev-1'))).toBe('dep.events.samples');
    expect(subject('event-abc')).toBe('dep.events.event');
    expect(relaySubject(names, 1)(samplesStreamName(eventId, 'dev-1'))).toBe('dep.events.samples');
  });

  it('partitions sample batches by their live event, every device of an event on one subject', () => {
    const subject = relaySubject(names, 8);
    const p = partitionOf(eventId, 8);
    for (const device of ['dev-1', 'dev_2', 'a.b']) {
      expect(subject(samplesStreamName(eventId, device))).toBe(`dep.events.samples.${p}`);
    }
    // Other categories keep their subject; every partition stays under the stream's subjects.
    expect(subject('event-abc')).toBe('dep.events.event');
    expect(subject('upload-job1')).toBe('dep.events.upload');
    expect(names.eventsSubjects).toBe('dep.events.>');
  });

  it('spreads events over the partitions', () => {
    const subject = relaySubject(names, 4);
    const used = new Set(
      Array.from({ length: 200 }, (_, i) => subject(samplesStreamName(`event${i}`, 'd1'))),
    );
    expect(used).toEqual(new Set([0, 1, 2, 3].map((p) => `dep.events.samples.${p}`)));
  });

  it('takes the event id from the stream name', () => {
    expect(samplesEventId(samplesStreamName(eventId, 'dev_1'))).toBe(eventId);
    expect(samplesEventId('samples-only')).toBe('only');
  });

  it('refuses a partition count that is not a positive integer', () => {
    for (const bad of [0, -1, 1.5, 1025, Number.NaN]) expect(() => relaySubject(names, bad)).toThrow();
  });
});
