/**
 * Availability and injuries through the API (issue 19): a manager sets a player injured with an
 * injury, follows the injury, sets the player available again; the status on a day, the squad's
 * `Player.availability`, the history; medical details hidden from a staff member who is neither
 * a manager nor the team's coach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let club: ClubSetUp;
let playerId = '';
let manager: Record<string, string>;
let coach: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  s = await openStack('availability');
  club = await setUpClub(http, s.url, s.mailer);
  manager = bearer(club.token);
  ({
    createPlayer: { id: playerId },
  } = await s.must<{ createPlayer: { id: string } }>(
    `mutation { createPlayer(teamId: "${club.teamId}", player: { firstName: "Ada", lastName: "Lovelace" }) { id } }`,
    {},
    manager,
  ));
  const member = async (teamIds: string[]) => {
    const user = await signUp(http, s.url, s.mailer);
    const { newStaff } = await s.must<{ newStaff: { id: string } }>(
      `mutation { newStaff(email: "${user.email}") { id } }`,
      {},
      manager,
    );
    if (teamIds.length > 0)
      await s.must(
        `mutation ($t: [ID!]!) { assignCoach(staffId: "${newStaff.id}", teamIds: $t) { id } }`,
        { t: teamIds },
        manager,
      );
    return bearer(user.token);
  };
  coach = await member([club.teamId]);
  staff = await member([]);
});
afterAll(async () => {
  await s?.close();
});

const PLAYER_AVAILABILITY = `query ($p: ID!, $d: Date) {
  playerAvailability(playerId: $p, date: $d) {
    date medical
    current { status startDate endDate note }
    injury { status description }
    availabilities { id status startDate endDate note }
    injuries { id status description bodyPart note returnedOn }
    history { kind status injuryStatus note description }
  }
}`;

interface Read {
  playerAvailability: {
    date: string;
    medical: boolean;
    current: { status: string; startDate: string; endDate: string | null; note: string | null } | null;
    injury: { status: string; description: string | null } | null;
    availabilities: { id: string; status: string; endDate: string | null; note: string | null }[];
    injuries: {
      id: string;
      status: string;
      description: string | null;
      bodyPart: string | null;
      note: string | null;
    }[];
    history: {
      kind: string;
      status: string | null;
      injuryStatus: string | null;
      note: string | null;
      description: string | null;
    }[];
  };
}

describe('availability and injuries', () => {
  it('follows an injury to the return, keeps the history, and answers the status on a day', async () => {
    const { setPlayerAvailability: injured } = await s.must<{
      setPlayerAvailability: { id: string; status: string; note: string; injuryId: string };
    }>(
      `mutation ($p: ID!) { setPlayerAvailability(playerId: $p,
          availability: { status: INJURED, startDate: "2020-01-06", note: "Scan on Monday" },
          injury: { description: "Hamstring strain", bodyPart: "Left thigh", occurredOn: "2020-01-05" })
        { id status note injuryId } }`,
      { p: playerId },
      manager,
    );
    expect(injured).toMatchObject({ status: 'INJURED', note: 'Scan on Monday' });
    const squad = await s.must<{
      clubPlayers: {
        id: string;
        availability: { status: string } | null;
        injury: { status: string; description: string } | null;
      }[];
    }>(
      `{ clubPlayers(clubId: "${club.clubId}") { id availability { status } injury { status description } } }`,
      {},
      manager,
    );
    expect(squad.clubPlayers).toEqual([
      {
        id: playerId,
        availability: { status: 'INJURED' },
        injury: { status: 'CARE', description: 'Hamstring strain' },
      },
    ]);

    await s.must(
      `mutation { updateInjury(injuryId: "${injured.injuryId}", injury: { status: PHYSIO_REHAB, note: "Physio twice a week" }) { id } }`,
      {},
      coach,
    );
    await s.must(
      `mutation { setPlayerAvailability(playerId: "${playerId}", availability: { status: AVAILABLE, startDate: "2020-02-01" }) { id } }`,
      {},
      manager,
    );
    const recovered = await s.must<{ updateInjury: { status: string; returnedOn: string; note: string } }>(
      `mutation { updateInjury(injuryId: "${injured.injuryId}", injury: { status: RECOVERED, returnedOn: "2020-02-01" }) { status returnedOn note } }`,
      {},
      manager,
    );
    expect(recovered.updateInjury).toEqual({
      status: 'RECOVERED',
      returnedOn: '2020-02-01',
      note: 'Physio twice a week',
    });

    const then = (await s.must<Read>(PLAYER_AVAILABILITY, { p: playerId, d: '2020-01-10' }, manager))
      .playerAvailability;
    expect(then.current).toEqual({
      status: 'INJURED',
      startDate: '2020-01-06',
      endDate: '2020-01-31',
      note: 'Scan on Monday',
    });
    const now = (await s.must<Read>(PLAYER_AVAILABILITY, { p: playerId }, manager)).playerAvailability;
    expect(now.current).toMatchObject({ status: 'AVAILABLE', endDate: null });
    expect(now.injury).toBeNull();
    expect(now.medical).toBe(true);
    expect(now.availabilities.map((a) => a.status)).toEqual(['AVAILABLE', 'INJURED']);
    expect(now.history.map((h) => [h.kind, h.status ?? h.injuryStatus])).toEqual([
      ['INJURY_UPDATED', 'RECOVERED'],
      ['AVAILABILITY_SET', 'AVAILABLE'],
      ['AVAILABILITY_ENDED', null],
      ['INJURY_UPDATED', 'PHYSIO_REHAB'],
      ['AVAILABILITY_SET', 'INJURED'],
      ['INJURY_RECORDED', 'CARE'],
    ]);

    const team = await s.must<{ teamAvailability: { playerId: string; status: string }[] }>(
      `{ teamAvailability(teamId: "${club.teamId}", date: "2020-01-10") { playerId status } }`,
      {},
      staff,
    );
    expect(team.teamAvailability).toEqual([{ playerId, status: 'INJURED' }]);
  });

  it('shows medical details to the team coach and not to a staff member who neither manages nor coaches it', async () => {
    const byCoach = (await s.must<Read>(PLAYER_AVAILABILITY, { p: playerId }, coach)).playerAvailability;
    expect(byCoach.medical).toBe(true);
    expect(byCoach.injuries[0]).toMatchObject({ description: 'Hamstring strain', bodyPart: 'Left thigh' });

    const byStaff = (await s.must<Read>(PLAYER_AVAILABILITY, { p: playerId, d: '2020-01-10' }, staff))
      .playerAvailability;
    expect(byStaff.medical).toBe(false);
    // Statuses and dates, never the medical details.
    expect(byStaff.current).toEqual({
      status: 'INJURED',
      startDate: '2020-01-06',
      endDate: '2020-01-31',
      note: null,
    });
    expect(byStaff.injuries).toEqual([
      expect.objectContaining({ status: 'RECOVERED', description: null, bodyPart: null, note: null }),
    ]);
    expect(byStaff.availabilities.every((a) => a.note === null)).toBe(true);
    expect(byStaff.history.every((h) => h.note === null && h.description === null)).toBe(true);
    expect(byStaff.history).toHaveLength(6);

    // Nor may that member change anything.
    const refused = await s.gql(
      `mutation { setPlayerAvailability(playerId: "${playerId}", availability: { status: SICK, startDate: "2020-03-01" }) { id } }`,
      {},
      staff,
    );
    expect(codeOf(refused)).toBe('COACH_ONLY');
  });

  it('corrects an entry: its values change, the history keeps the change', async () => {
    const { setPlayerAvailability: sick } = await s.must<{ setPlayerAvailability: { id: string } }>(
      `mutation { setPlayerAvailability(playerId: "${playerId}", availability: { status: SICK, startDate: "2020-03-02", endDate: "2020-03-04" }) { id } }`,
      {},
      manager,
    );
    const { updateAvailability } = await s.must<{
      updateAvailability: { id: string; status: string; endDate: string; note: string };
    }>(
      `mutation { updateAvailability(availabilityId: "${sick.id}", availability: { status: ABSENT, startDate: "2020-03-02", endDate: "2020-03-03", note: "Family" }) { id status endDate note } }`,
      {},
      coach,
    );
    expect(updateAvailability).toEqual({
      id: sick.id,
      status: 'ABSENT',
      endDate: '2020-03-03',
      note: 'Family',
    });
    const { playerAvailability } = await s.must<Read>(
      PLAYER_AVAILABILITY,
      { p: playerId, d: '2020-03-04' },
      manager,
    );
    // The entry ends on the 3rd now: on the 4th the available status from February shows again.
    expect(playerAvailability.current).toMatchObject({ status: 'AVAILABLE' });
    expect(playerAvailability.history.slice(0, 2).map((h) => [h.kind, h.status])).toEqual([
      ['AVAILABILITY_CORRECTED', 'ABSENT'],
      ['AVAILABILITY_SET', 'SICK'],
    ]);
  });

  it('answers the catalogue codes for unknown entries and injuries, and bad dates', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      codeOf(
        await s.gql(
          `mutation { endAvailability(availabilityId: "${unknown}", endDate: "2020-01-01") { id } }`,
          {},
          manager,
        ),
      ),
    ).toBe('AVAILABILITY_NOT_FOUND');
    expect(
      codeOf(
        await s.gql(
          `mutation { updateInjury(injuryId: "not-an-id", injury: { status: CARE }) { id } }`,
          {},
          manager,
        ),
      ),
    ).toBe('INJURY_NOT_FOUND');
    const { playerAvailability } = await s.must<Read>(PLAYER_AVAILABILITY, { p: playerId }, manager);
    const entry = playerAvailability.availabilities[0]!;
    expect(
      codeOf(
        await s.gql(
          `mutation { endAvailability(availabilityId: "${entry.id}", endDate: "2019-12-31") { id } }`,
          {},
          manager,
        ),
      ),
    ).toBe('INVALID_DATE_RANGE');
    expect(
      codeOf(
        await s.gql(
          `mutation { setPlayerAvailability(playerId: "${playerId}", availability: { status: SICK, startDate: "2020-03-01" }, injury: { description: "", occurredOn: "2020-03-01" }) { id } }`,
          {},
          manager,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });
});
