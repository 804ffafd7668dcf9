/**
 * Text in commands (issue 15): for arbitrary strings (any code point, control characters, lone
 * surrogates) in every text field of every command a person writes, the decider either refuses
 * the command (`BAD_USER_INPUT` naming the field, when the text holds what no field may) or
 * decides events whose every string is text a read model can hold unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import type { ClubCommand } from './club/commands.ts';
import { clubDecider } from './club/club.ts';
import { bigClub, createClub, emptyDetails, now as clubNow } from './club/testing.ts';
import type { AnyEvent } from './decider.ts';
import { deviceDecider } from './device/device.ts';
import { eventDecider } from './event/event.ts';
import { command, createEvent } from './event/testing.ts';
import { checkCommandText, isAcceptableText, LONE_SURROGATE, MULTILINE_FIELDS } from './text.ts';
import { hostileText } from './testing/text.ts';

const RUNS = { numRuns: 300 };

/** Decide `command` after `history` with one decider. */
function decider<C, S, E extends AnyEvent>(d: {
  decide(c: C, s: S): readonly E[];
  evolve(s: S, e: E): S;
  initialState(): S;
}) {
  return (history: readonly E[], c: C): readonly E[] =>
    d.decide(
      c,
      history.reduce((s, e) => d.evolve(s, e), d.initialState()),
    );
}
const club = decider(clubDecider);
const event = decider(eventDecider);
const device = decider(deviceDecider);

const eventCreated = event([], createEvent()) as EventStreamEvent[];

interface TextField {
  /** The field's name, as `details.field` names it. */
  readonly field: string;
  readonly decide: (text: string) => readonly AnyEvent[];
}

const clubCommand = (c: ClubCommand) => club(bigClub, c);
const player = (over: Record<string, string>): ClubCommand => ({
  type: 'CreatePlayer',
  data: {
    playerId: 'player-9',
    teamId: 'team-1',
    details: { ...emptyDetails, firstName: 'Ada', lastName: 'L', ...over },
  },
  now: clubNow,
});

const fields: readonly TextField[] = [
  { field: 'name', decide: (t) => club([], createClub({ name: t })) },
  { field: 'name', decide: (t) => clubCommand({ type: 'UpdateClub', data: { name: t } }) },
  { field: 'name', decide: (t) => clubCommand({ type: 'CreateTeam', data: { teamId: 'team-9', name: t } }) },
  {
    field: 'logoUrl',
    decide: (t) =>
      clubCommand({
        type: 'UpdateTeam',
        data: { teamId: 'team-1', name: 'A', logoUrl: `https://x.test/${t}` },
      }),
  },
  {
    field: 'name',
    decide: (t) =>
      clubCommand({
        type: 'CreateSeason',
        data: { teamId: 'team-1', seasonId: 's-1', name: t, startDate: '2026-01-01', endDate: '2026-06-30' },
      }),
  },
  {
    field: 'league',
    decide: (t) =>
      clubCommand({
        type: 'CreateSeason',
        data: {
          teamId: 'team-1',
          seasonId: 's-1',
          name: 'S',
          league: t,
          startDate: '2026-01-01',
          endDate: '2026-06-30',
        },
      }),
  },
  {
    field: 'name',
    decide: (t) =>
      clubCommand({
        type: 'CreateTeamRange',
        data: { teamId: 'team-1', rangeId: 'r-1', rangeType: 'SPEED', name: t, min: 10, max: 20 },
      }),
  },
  { field: 'firstName', decide: (t) => clubCommand(player({ firstName: t })) },
  { field: 'lastName', decide: (t) => clubCommand(player({ lastName: t })) },
  { field: 'note', decide: (t) => clubCommand(player({ note: t })) },
  { field: 'pictureUrl', decide: (t) => clubCommand(player({ pictureUrl: `https://x.test/${t}` })) },
  { field: 'name', decide: (t) => event([], createEvent({ name: t })) },
  ...(['name', 'theme', 'matchSystem', 'place', 'competition'] as const).map((field): TextField => ({
    field,
    decide: (t) =>
      event(eventCreated, command('UpdateEvent', { name: 'Match', eventType: 'MATCH', [field]: t })),
  })),
  {
    field: 'name',
    decide: (t) =>
      event(eventCreated, command('CreatePeriod', { name: t, startDate: null, endDate: null, force: false })),
  },
  ...(['serial', 'udid', 'name'] as const).map((field): TextField => ({
    field,
    decide: (t) =>
      device([], {
        type: 'AddDevice',
        data: { deviceId: 'd-1', clubId: 'club-1', serial: 'SN-1', udid: 'AA:01', [field]: t },
      }),
  })),
];

describe('text in commands', () => {
  it('refuses exactly the strings with control characters or lone surrogates, naming the field', () => {
    fc.assert(
      fc.property(hostileText(), fc.constantFrom('name', 'note'), (text, field) => {
        const acceptable =
          !LONE_SURROGATE.test(text) &&
          !/[\p{Cc}]/u.test(field === 'note' ? text.replace(/[\n\r\t]/g, '') : text);
        expect(isAcceptableText(text, MULTILINE_FIELDS.has(field))).toBe(acceptable);
        if (acceptable) expect(() => checkCommandText({ [field]: text })).not.toThrow();
        else expect(() => checkCommandText({ outer: { [field]: text } })).toThrow(DomainError);
      }),
      RUNS,
    );
  }, 30_000);

  it.each(fields.map((f, i) => [`${f.field} (#${i})`, f] as const))(
    '%s: refused, or decided into text a read model holds unchanged',
    (_name, { field, decide }) => {
      fc.assert(
        fc.property(hostileText(), (text) => {
          let events: readonly AnyEvent[];
          try {
            events = decide(text);
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            if (!isAcceptableText(text, MULTILINE_FIELDS.has(field))) {
              expect(error).toMatchObject({ code: 'BAD_USER_INPUT', details: { field } });
            }
            return;
          }
          expect(isAcceptableText(text, MULTILINE_FIELDS.has(field))).toBe(true);
          for (const e of events) expect(() => checkCommandText(e.data)).not.toThrow();
        }),
        RUNS,
      );
    },
    30_000,
  );
});
