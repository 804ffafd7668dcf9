/**
 * The demo season's calendar: for each of the last `weeks` weeks up to now, in the club's time
 * zone, a Tuesday and a Thursday training (18:30) and a Saturday match (15:00, two halves of 45
 * minutes), each with the players it selects and the minutes each of them plays. Pure and seeded:
 * the same day gives the same season.
 */
import { random } from '@stride/projector/metrics/synthetic';
import { DEMO_SQUAD } from './squad.ts';

export const DEMO_TIME_ZONE = 'Europe/London';

export interface DemoStint {
  /** Index into DEMO_SQUAD. */
  readonly player: number;
  /** Epoch ms on and off the pitch (one stint per half played, training: the whole session). */
  readonly from: number;
  readonly to: number;
}

export interface DemoEvent {
  /** Index of the event in the season, from 0 (the oldest): its ids derive from it. */
  readonly index: number;
  readonly name: string;
  readonly type: 'MATCH' | 'TRAINING';
  readonly start: number;
  readonly end: number;
  /** Matches: the halves. */
  readonly periods: readonly { readonly name: string; readonly start: number; readonly end: number }[];
  /** Indices into DEMO_SQUAD. */
  readonly selected: readonly number[];
  readonly stints: readonly DemoStint[];
  /** 0.8 (a light session) to 1.15 (a match): scales how hard everyone runs. */
  readonly intensity: number;
  readonly seed: number;
}

const MINUTE = 60_000;

/** A time a player could not play: an injury, an illness, a personal reason. */
export interface DemoAbsence {
  /** Index into DEMO_SQUAD. */
  readonly player: number;
  readonly status: 'INJURED' | 'SICK' | 'ABSENT';
  /** First day out, in days from today (negative: before). */
  readonly from: number;
  /** Last day out, in days from today; null: still out. */
  readonly to: number | null;
  readonly note: string;
  readonly injury?: {
    readonly description: string;
    readonly bodyPart: string;
    readonly status: 'CARE' | 'FITNESS_REHAB' | 'PHYSIO_REHAB' | 'RECOVERED';
    /** Expected back, in days from today (an injury not yet recovered). */
    readonly expectedReturn?: number;
  };
}

/** The season's absences: a healed hamstring, an ankle still in rehab, a flu, a family matter. */
export const DEMO_ABSENCES: readonly DemoAbsence[] = [
  {
    player: 6,
    status: 'INJURED',
    from: -38,
    to: -17,
    note: 'Felt his hamstring in a sprint drill',
    injury: { description: 'Hamstring strain (grade 1)', bodyPart: 'Left hamstring', status: 'RECOVERED' },
  },
  {
    player: 15,
    status: 'INJURED',
    from: -9,
    to: null,
    note: 'Ankle sprain, rehab with the physio',
    injury: {
      description: 'Ankle sprain',
      bodyPart: 'Right ankle',
      status: 'PHYSIO_REHAB',
      expectedReturn: 10,
    },
  },
  { player: 11, status: 'SICK', from: -22, to: -20, note: 'Flu' },
  { player: 19, status: 'ABSENT', from: -6, to: -4, note: 'Family reasons' },
];

/** Whether `player` was out on the day `offset` days from today. */
export function outOn(player: number, offset: number): boolean {
  return DEMO_ABSENCES.some((a) => a.player === player && a.from <= offset && offset <= (a.to ?? Infinity));
}
const OPPONENTS = [
  'Riverside Athletic',
  'Northgate United',
  'Harbour City',
  'Kingsmead Rovers',
  'Ashford Town',
  'Vale Wanderers',
  'Castleton FC',
  'Marston Albion',
  'Westbrook Rangers',
  'Elmwood Borough',
  'Fairhaven Town',
  'Oakridge Celtic',
];
const DRILLS = ['Pressing', 'Possession', 'Finishing', 'Transitions', 'Set pieces', 'Small-sided games'];

/** The UTC instant of a wall-clock time in `timeZone` (`day` YYYY-MM-DD, `time` HH:MM). */
export function zonedInstant(day: string, time: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return instant;
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The calendar day of `instant` in `timeZone`, YYYY-MM-DD. */
export function dayIn(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** `day` moved by `days`, YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const weekday = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

export interface SeasonOptions {
  /** Now, epoch ms: events that have not ended by then are left out. */
  readonly now: number;
  readonly weeks: number;
  readonly timeZone?: string;
}

/** The season's events, oldest first. */
export function demoSeason(options: SeasonOptions): DemoEvent[] {
  const timeZone = options.timeZone ?? DEMO_TIME_ZONE;
  const today = dayIn(options.now, timeZone);
  const events: DemoEvent[] = [];
  for (let offset = -options.weeks * 7 + 1; offset <= 0; offset++) {
    const day = addDays(today, offset);
    const dow = weekday(day);
    const index = events.length;
    const seed = 7919 * (index + 1);
    let event: DemoEvent | null = null;
    const out = (player: number) => outOn(player, offset);
    if (dow === 2 || dow === 4) event = training(day, dow, index, seed, timeZone, out);
    if (dow === 6) event = match(day, index, seed, timeZone, out);
    if (event !== null && event.end <= options.now) events.push(event);
  }
  return events;
}

/** 16 to 19 players: a few rest or are injured each time (never both goalkeepers). */
function training(
  day: string,
  dow: number,
  index: number,
  seed: number,
  timeZone: string,
  out: (player: number) => boolean,
): DemoEvent {
  const rand = random(seed);
  const minutes = dow === 2 ? 75 : 90;
  const start = zonedInstant(day, '18:30', timeZone);
  const end = start + minutes * MINUTE;
  const resting = new Set<number>();
  const rests = 1 + Math.floor(rand() * 4);
  while (resting.size < rests) resting.add(2 + Math.floor(rand() * (DEMO_SQUAD.length - 2)));
  const selected = DEMO_SQUAD.map((_, i) => i).filter((i) => !resting.has(i) && !out(i));
  // Data from the warm-up's end to the cool-down: a few minutes inside the window.
  const stints = selected.map((player) => ({ player, from: start + 5 * MINUTE, to: end - 5 * MINUTE }));
  return {
    index,
    name: `Training: ${DRILLS[index % DRILLS.length]!}`,
    type: 'TRAINING',
    start,
    end,
    periods: [],
    selected,
    stints,
    intensity: dow === 2 ? 0.95 : 0.8,
    seed,
  };
}

/** Starting eleven by position, three substitutes on between the 60th and 75th minute. */
const STARTERS = [0, 2, 3, 4, 5, 7, 8, 10, 12, 13, 14];
const BENCH = [16, 9, 15, 17, 18, 19, 11, 6];

function match(
  day: string,
  index: number,
  seed: number,
  timeZone: string,
  out: (player: number) => boolean,
): DemoEvent {
  const rand = random(seed);
  const start = zonedInstant(day, '15:00', timeZone);
  const first = { name: '1st half', start, end: start + 47 * MINUTE };
  const second = { name: '2nd half', start: start + 62 * MINUTE, end: start + 110 * MINUTE };
  const starters = [...STARTERS];
  // Rotation: one or two starters rest, a bench player starts instead.
  const rotated = 1 + Math.floor(rand() * 2);
  const bench = [...BENCH].sort(() => rand() - 0.5).filter((player) => !out(player));
  for (let r = 0; r < rotated; r++) starters[1 + Math.floor(rand() * 10)] = bench.pop()!;
  // A starter who is out: a bench player starts instead.
  starters.forEach((player, i) => {
    if (out(player)) starters[i] = bench.pop()!;
  });
  const subs = bench.slice(0, 3);
  const stints: DemoStint[] = [];
  const off = new Map<number, number>();
  subs.forEach((sub, s) => {
    const at = second.start + (15 + Math.floor(rand() * 15)) * MINUTE;
    let k = 1 + Math.floor(rand() * 10);
    while (off.has(starters[k]!)) k = 1 + (k % 10);
    off.set(starters[k]!, at + s * MINUTE);
    stints.push({ player: sub, from: at + s * MINUTE, to: second.end });
  });
  for (const player of starters) {
    stints.push({ player, from: first.start, to: first.end });
    stints.push({ player, from: second.start, to: off.get(player) ?? second.end });
  }
  return {
    index,
    name: `vs ${OPPONENTS[index % OPPONENTS.length]!}`,
    type: 'MATCH',
    start: start - 15 * MINUTE,
    end: second.end + 5 * MINUTE,
    periods: [first, second],
    selected: [...starters, ...subs],
    stints,
    intensity: 1.15,
    seed,
  };
}
