import { describe, expect, it } from 'vitest';
import { nextToSend, type QueueEntry } from './queue-rule.ts';
import { relativeHeader } from './relative.ts';

const entry = (id: string, over: Partial<QueueEntry> = {}): QueueEntry => ({
  id,
  teamId: 'team-1',
  group: 'dock',
  file: new File(['x'], `${id}.csv`),
  status: 'waiting',
  loaded: 0,
  jobId: null,
  code: null,
  notBefore: 0,
  blockedAt: null,
  ...over,
});

describe('the upload queue', () => {
  it('sends the first waiting file while its team has a free place, one file at a time', () => {
    const files = [entry('a'), entry('b')];
    expect(nextToSend(files, () => 0, 1000, 3)?.id).toBe('a');
    expect(nextToSend([entry('a', { status: 'sending' }), entry('b')], () => 0, 1000, 3)).toBeNull();
    expect(nextToSend([entry('a', { status: 'sent' }), entry('b')], () => 0, 1000, 3)?.id).toBe('b');
  });

  it('holds six files back while the club’s three places are taken, and sends the next as one frees', () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((id) => entry(id));
    let running = 0;
    const sent: string[] = [];
    let queue = six;
    for (;;) {
      const next = nextToSend(queue, () => running, 1000, 3);
      if (next === null) break;
      sent.push(next.id);
      running++;
      queue = queue.map((e) => (e.id === next.id ? { ...e, status: 'sent' as const } : e));
    }
    expect(sent).toEqual(['1', '2', '3']);
    running = 2; // one job ended
    expect(nextToSend(queue, () => running, 1000, 3)?.id).toBe('4');
  });

  it('makes a refused file wait its delay, or less when a job of its team ends first', () => {
    const refused = entry('a', { notBefore: 5000, blockedAt: 2 });
    expect(nextToSend([refused], () => 2, 1000, 3)).toBeNull();
    expect(nextToSend([refused], () => 1, 1000, 3)?.id).toBe('a');
    expect(nextToSend([refused], () => 2, 5000, 3)?.id).toBe('a');
    // Refused while none of its team's jobs ran (another team's took the places): only time frees it.
    expect(nextToSend([entry('b', { notBefore: 5000, blockedAt: null })], () => 0, 4999, 3)).toBeNull();
  });

  it('keeps each team to its own places', () => {
    const files = [entry('a', { teamId: 'busy' }), entry('b', { teamId: 'idle' })];
    expect(nextToSend(files, (team) => (team === 'busy' ? 3 : 0), 1000, 3)?.id).toBe('b');
  });
});

describe('relative times', () => {
  it('recognise a Kinexon header, whatever its case, quotes or byte-order mark', () => {
    expect(
      relativeHeader(
        'ts in ms,sensor id,mapped id,number,full name,league id,group id,group name,x in m,y in m,z in m\n0,1',
      ),
    ).toBe(true);
    expect(relativeHeader('\uFEFF"TS in ms", "Sensor ID","x in m","y in m"\r\n')).toBe(true);
    expect(relativeHeader('device,time,lat,lon,x,y,speed,hr\n')).toBe(false);
    expect(relativeHeader('Timestamp, Longitude, Latitude\n')).toBe(false);
  });
});
