/** Specifications of a player's availability and injuries (`availability-<playerId>`). */
import { describe, expect, it } from 'vitest';
import type { AvailabilityEvent, AvailabilityValues } from '@stride/contracts/events/availability';
import { deciderSpecification } from '../testing/decider-specification.ts';
import { availabilityDecider } from './availability.ts';
import type { AvailabilityInput, InjuryInput, PlayerFact } from './commands.ts';

const spec = deciderSpecification(availabilityDecider);
const scope = { playerId: 'p1', teamId: 't1', clubId: 'c1' };
const player: PlayerFact = { ...scope, archived: false };

const set = (
  id: string,
  availability: AvailabilityInput,
  injury: (InjuryInput & { injuryId: string }) | null = null,
) => ({
  type: 'SetAvailability' as const,
  data: { player, availabilityId: id, availability, injury },
});
const wasSet = (
  id: string,
  values: Partial<AvailabilityValues> & Pick<AvailabilityValues, 'status' | 'startDate'>,
): AvailabilityEvent => ({
  type: 'AvailabilitySet',
  data: { ...scope, availabilityId: id, endDate: null, note: null, injuryId: null, ...values },
});
const injury: InjuryInput = {
  description: 'Hamstring strain',
  bodyPart: 'Left thigh',
  occurredOn: '2026-11-02',
};
const recorded = (injuryId: string): AvailabilityEvent => ({
  type: 'InjuryRecorded',
  data: {
    ...scope,
    injuryId,
    description: 'Hamstring strain',
    bodyPart: 'Left thigh',
    occurredOn: '2026-11-02',
    expectedReturn: null,
    returnedOn: null,
    status: 'CARE',
    note: null,
  },
});

describe('setAvailability', () => {
  it('sets a status from a date, with a note', () => {
    spec
      .given([])
      .when(set('a1', { status: 'SICK', startDate: '2026-11-03', endDate: '2026-11-05', note: ' Flu ' }))
      .then([wasSet('a1', { status: 'SICK', startDate: '2026-11-03', endDate: '2026-11-05', note: 'Flu' })]);
  });

  it('ends the entries that started before and still cover the new start, the day before it', () => {
    spec
      .given([
        wasSet('a1', { status: 'INJURED', startDate: '2026-11-02' }),
        wasSet('a2', { status: 'ABSENT', startDate: '2026-10-01', endDate: '2026-10-03' }),
        wasSet('a3', { status: 'ABSENT', startDate: '2026-12-20', endDate: '2026-12-27' }),
      ])
      .when(set('a4', { status: 'AVAILABLE', startDate: '2026-11-27' }))
      .then([
        { type: 'AvailabilityEnded', data: { ...scope, availabilityId: 'a1', endDate: '2026-11-26' } },
        wasSet('a4', { status: 'AVAILABLE', startDate: '2026-11-27' }),
      ]);
  });

  it('lays a bounded entry over the open one, which comes back after it', () => {
    const given = [wasSet('a1', { status: 'INJURED', startDate: '2026-11-02' })];
    spec
      .given(given)
      .when(set('a2', { status: 'SICK', startDate: '2026-11-10', endDate: '2026-11-12' }))
      .then([wasSet('a2', { status: 'SICK', startDate: '2026-11-10', endDate: '2026-11-12' })]);
  });

  it('ends an entry of the same first day on that day: the later one wins it', () => {
    spec
      .given([wasSet('a1', { status: 'INJURED', startDate: '2026-11-27' })])
      .when(set('a2', { status: 'AVAILABLE', startDate: '2026-11-27' }))
      .then([
        { type: 'AvailabilityEnded', data: { ...scope, availabilityId: 'a1', endDate: '2026-11-27' } },
        wasSet('a2', { status: 'AVAILABLE', startDate: '2026-11-27' }),
      ]);
  });

  it('records an injury with an INJURED entry, linked to it; a retried command changes nothing', () => {
    spec
      .given([])
      .when(set('a1', { status: 'INJURED', startDate: '2026-11-02' }, { ...injury, injuryId: 'i1' }))
      .then([recorded('i1'), wasSet('a1', { status: 'INJURED', startDate: '2026-11-02', injuryId: 'i1' })]);
    spec
      .given([wasSet('a1', { status: 'INJURED', startDate: '2026-11-02' })])
      .when(set('a1', { status: 'INJURED', startDate: '2026-11-02' }))
      .then([]);
  });

  it('refuses an unknown status or date, an end before the start, an unknown injury, an archived player', () => {
    expect(
      spec
        .given([])
        .when(set('a1', { status: 'GONE' as never, startDate: '2026-11-02' }))
        .thenThrows('BAD_USER_INPUT'),
    ).toMatchObject({ field: 'status' });
    expect(
      spec
        .given([])
        .when(set('a1', { status: 'SICK', startDate: '2026-02-30' }))
        .thenThrows('BAD_USER_INPUT'),
    ).toMatchObject({ field: 'startDate' });
    spec
      .given([])
      .when(set('a1', { status: 'SICK', startDate: '2026-11-05', endDate: '2026-11-04' }))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given([])
      .when(set('a1', { status: 'INJURED', startDate: '2026-11-05', injuryId: 'nope' }))
      .thenThrows('INJURY_NOT_FOUND');
    spec
      .given([])
      .when({
        ...set('a1', { status: 'SICK', startDate: '2026-11-05' }),
        data: {
          ...set('a1', { status: 'SICK', startDate: '2026-11-05' }).data,
          player: { ...player, archived: true },
        },
      })
      .thenThrows('PLAYER_NOT_FOUND');
  });
});

describe('correctAvailability and endAvailability', () => {
  const given = [wasSet('a1', { status: 'INJURED', startDate: '2026-11-02' })];

  it('corrects an entry with all its values; the same values change nothing', () => {
    const correct = (availability: AvailabilityInput) => ({
      type: 'CorrectAvailability' as const,
      data: { player, availabilityId: 'a1', availability },
    });
    spec
      .given(given)
      .when(correct({ status: 'SICK', startDate: '2026-11-01', note: 'Was flu' }))
      .then([
        {
          type: 'AvailabilityCorrected',
          data: {
            ...scope,
            availabilityId: 'a1',
            status: 'SICK',
            startDate: '2026-11-01',
            endDate: null,
            note: 'Was flu',
            injuryId: null,
          },
        },
      ]);
    spec
      .given(given)
      .when(correct({ status: 'INJURED', startDate: '2026-11-02' }))
      .then([]);
    spec
      .given([])
      .when(correct({ status: 'SICK', startDate: '2026-11-01' }))
      .thenThrows('AVAILABILITY_NOT_FOUND');
  });

  it('ends an entry on a day not before its start', () => {
    const end = (availabilityId: string, endDate: string) => ({
      type: 'EndAvailability' as const,
      data: { player, availabilityId, endDate },
    });
    spec
      .given(given)
      .when(end('a1', '2026-11-10'))
      .then([{ type: 'AvailabilityEnded', data: { ...scope, availabilityId: 'a1', endDate: '2026-11-10' } }]);
    spec.given(given).when(end('a1', '2026-11-01')).thenThrows('INVALID_DATE_RANGE');
    spec.given(given).when(end('a9', '2026-11-10')).thenThrows('AVAILABILITY_NOT_FOUND');
  });
});

describe('recordInjury and updateInjury', () => {
  it('records an injury in CARE by default, and refuses a return before it happened', () => {
    spec
      .given([])
      .when({ type: 'RecordInjury', data: { player, injuryId: 'i1', injury } })
      .then([recorded('i1')]);
    spec
      .given([])
      .when({
        type: 'RecordInjury',
        data: { player, injuryId: 'i1', injury: { ...injury, expectedReturn: '2026-11-01' } },
      })
      .thenThrows('INVALID_DATE_RANGE');
    expect(
      spec
        .given([])
        .when({
          type: 'RecordInjury',
          data: { player, injuryId: 'i1', injury: { ...injury, description: ' ' } },
        })
        .thenThrows('BAD_USER_INPUT'),
    ).toMatchObject({ field: 'description' });
  });

  it('changes the status and keeps the fields left out; a change with nothing new is no event', () => {
    const update = (change: object, injuryId = 'i1') => ({
      type: 'UpdateInjury' as const,
      data: { player, injuryId, change },
    });
    spec
      .given([recorded('i1')])
      .when(update({ status: 'RECOVERED', returnedOn: '2026-11-27', note: 'Back in full training' }))
      .then([
        {
          type: 'InjuryUpdated',
          data: {
            ...(recorded('i1').data as object),
            status: 'RECOVERED',
            returnedOn: '2026-11-27',
            note: 'Back in full training',
          } as never,
        },
      ]);
    spec
      .given([recorded('i1')])
      .when(update({ status: 'CARE' }))
      .then([]);
    spec
      .given([recorded('i1')])
      .when(update({ status: 'CARE' }, 'i9'))
      .thenThrows('INJURY_NOT_FOUND');
    spec
      .given([recorded('i1')])
      .when(update({ bodyPart: null }))
      .then([
        { type: 'InjuryUpdated', data: { ...(recorded('i1').data as object), bodyPart: null } as never },
      ]);
  });
});

describe('evolve', () => {
  it('folds the entries and injuries as they are now', () => {
    const state = [
      recorded('i1'),
      wasSet('a1', { status: 'INJURED', startDate: '2026-11-02', injuryId: 'i1' }),
      {
        type: 'AvailabilityEnded',
        data: { ...scope, availabilityId: 'a1', endDate: '2026-11-26' },
      } as AvailabilityEvent,
    ].reduce((s, e) => availabilityDecider.evolve(s, e), availabilityDecider.initialState());
    expect(state.entries.get('a1')).toMatchObject({
      status: 'INJURED',
      endDate: '2026-11-26',
      injuryId: 'i1',
    });
    expect(state.injuries.get('i1')?.status).toBe('CARE');
  });
});
