import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { clubCommands } from '@stride/command/club/handlers';
import { deviceCommands } from '@stride/command/device/handlers';
import type { CommandContext } from '@stride/command/handler';
import { DEFAULT_LIVE_ALERTS } from '@stride/contracts/live-alerts';
import { NO_TRACKING_OVERRIDES } from '@stride/contracts/tracking';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { projectionRows, rebuild } from '../testing/rebuild.ts';
import { catalogProjection } from './catalog.ts';

let h: TestHarness;
let pipeline: Pipeline;

beforeAll(async () => {
  h = await openTestHarness('catalog');
  pipeline = await startPipeline(h, [catalogProjection]);
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

let minute = 0;
function context(actorId = 'test'): CommandContext {
  const commandId = randomUUID();
  minute++;
  return {
    commandId,
    actorId,
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date(Date.UTC(2026, 5, 1, 9, minute)),
  };
}

const dump = (): Promise<Record<string, string[]>> => projectionRows(h.pool, catalogProjection);

/** A club's life: accounts, staff, teams, seasons, players, devices and who wears what. */
async function clubHistory(tag: string): Promise<{ clubId: string; teamId: string; playerIds: string[] }> {
  const accounts = accountCommands(h.store, memoryCredentialStore());
  const clubs = clubCommands(h.store);
  const devices = deviceCommands(h.store);
  const manager = await accounts.register(
    { email: `manager-${tag}@example.com`, password: 'Secret123', locale: 'de-DE' },
    context(),
  );
  await accounts.verifyEmail(manager.verification!.token, context());
  await accounts.register(
    { email: `coach-${tag}@example.com`, password: 'Secret123', locale: 'it-IT' },
    context(),
  );
  const { clubId } = await clubs.createClub(
    { userId: manager.userId, email: `manager-${tag}@example.com`, name: `Club ${tag}`, sport: 'rugby' },
    context(manager.userId),
  );
  const { staffId } = await clubs.addStaff(
    clubId,
    { email: `coach-${tag}@example.com`, isManager: false },
    context(),
  );
  await clubs.updateSubscription(clubId, { plan: 'PRO', active: true, expiresAt: null }, context('admin'));
  const { teamId } = await clubs.createTeam(clubId, { name: 'Seniors' }, context());
  const { teamId: youth } = await clubs.createTeam(
    clubId,
    { name: 'U19', logoUrl: 'https://example.com/u19.png' },
    context(),
  );
  await clubs.assignCoach(clubId, staffId, [youth], context());
  await clubs.changeStaffAccess(clubId, staffId, true, context());
  await clubs.createSeason(
    clubId,
    teamId,
    { name: '2026/27', league: 'PRO1', startDate: '2026-08-01', endDate: '2027-05-31' },
    context(),
  );
  // Issue 19: seasons changed, chosen, deleted; the club's drills.
  const { seasonId: next } = await clubs.createSeason(
    clubId,
    teamId,
    { name: '2027/28', startDate: '2027-08-01', endDate: '2028-05-31' },
    context(),
  );
  await clubs.updateSeason(
    clubId,
    teamId,
    next,
    { name: '2027-28', league: 'PRO2', startDate: '2027-07-01', endDate: '2028-05-31' },
    context(),
  );
  await clubs.chooseCurrentSeason(clubId, teamId, next, context());
  const { seasonId: gone } = await clubs.createSeason(
    clubId,
    youth,
    { name: 'Youth', startDate: '2026-09-01', endDate: '2027-06-30' },
    context(),
  );
  await clubs.chooseCurrentSeason(clubId, youth, gone, context());
  await clubs.deleteSeason(clubId, youth, gone, context());
  const { drillId } = await clubs.createDrill(clubId, 'Rondo', context());
  await clubs.createDrill(clubId, 'Finishing', context());
  await clubs.renameDrill(clubId, drillId, '4v4 rondo', context());
  const { drillId: dropped } = await clubs.createDrill(clubId, 'Dropped', context());
  await clubs.deleteDrill(clubId, dropped, context());
  const playerIds: string[] = [];
  for (let i = 0; i < 6; i++) {
    const { playerId } = await clubs.createPlayer(
      clubId,
      i % 2 ? youth : teamId,
      {
        firstName: `P${i}`,
        lastName: tag,
        number: i + 1,
        position: 'WINGER',
        maxHeartRate: 190 + i,
        maxSpeed: 30 + i / 2,
      },
      context(),
    );
    playerIds.push(playerId);
  }
  const owned = { devices: 100, owned: 0 };
  const deviceIds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const { deviceId } = await devices.addDevice(
      clubId,
      { serial: `${tag}-SN-${i}`, udid: `${tag}-u${i}` },
      { ...owned, owned: i },
      context(),
    );
    deviceIds.push(deviceId);
  }
  await devices.assignDevicesToTeam(clubId, teamId, deviceIds.slice(0, 3), context());
  await clubs.assignDeviceToPlayer(clubId, playerIds[0]!, deviceIds[0]!, context());
  await clubs.assignDeviceToPlayer(clubId, playerIds[2]!, deviceIds[1]!, context());
  // The device moves from player 0 to player 4; player 2 gives theirs back; player 4 is archived.
  await clubs.assignDeviceToPlayer(clubId, playerIds[4]!, deviceIds[0]!, context());
  await clubs.unassignDeviceFromPlayer(clubId, playerIds[2]!, context());
  await clubs.updatePlayer(
    clubId,
    playerIds[1]!,
    { firstName: 'Renamed', lastName: tag, note: 'Knee' },
    context(),
  );
  await clubs.archivePlayer(clubId, playerIds[5]!, context());
  // Tracking: the GNSS profile set twice (the last values stay), the watch profile set then reset.
  const gnss = { ...NO_TRACKING_OVERRIDES, lowPassOff: true };
  await clubs.setTeamTrackingProfile(clubId, teamId, 'GNSS_10HZ', gnss, context());
  await clubs.setTeamTrackingProfile(clubId, teamId, 'WATCH_1HZ', { ...gnss, maxGapSeconds: 20 }, context());
  await clubs.setTeamTrackingProfile(clubId, teamId, 'GNSS_10HZ', { ...gnss, spikeSpeed: 10 }, context());
  await clubs.resetTeamTrackingProfile(clubId, teamId, 'WATCH_1HZ', context());
  // Live alerts: set twice, the last thresholds stay (the heart-rate alert turned off).
  const alerts = { ...DEFAULT_LIVE_ALERTS, hsrTarget: 800 };
  await clubs.setTeamLiveAlerts(clubId, teamId, alerts, context());
  await clubs.setTeamLiveAlerts(
    clubId,
    teamId,
    { ...alerts, sprintTarget: 15, heartRatePercent: null, heartRateSeconds: null },
    context(),
  );
  await clubs.removeStaff(clubId, staffId, context(manager.userId));
  await accounts.setAdmin(`coach-${tag}@example.com`, true, context('cli'));
  // An account that asked to be erased (npm run admin -- erase).
  await accounts.register(
    { email: `gone-${tag}@example.com`, password: 'Secret123', locale: 'fr-FR' },
    context(),
  );
  await accounts.setAdmin(`gone-${tag}@example.com`, true, context('cli'));
  await accounts.erase(`gone-${tag}@example.com`, context('cli'));
  return { clubId, teamId, playerIds };
}

describe('catalog read model', () => {
  it('shows clubs, staff, teams, players and devices as their streams say', async () => {
    const { clubId, teamId, playerIds } = await clubHistory('a');
    await pipeline.projected('catalog');
    const club = (await h.pool.query('SELECT * FROM rm.clubs WHERE id = $1', [clubId])).rows[0] as Record<
      string,
      unknown
    >;
    expect(club).toMatchObject({ name: 'Club a', sport: 'rugby', plan: 'PRO', limit_teams: 8 });
    const seasons = await h.pool.query<{ name: string; league: string | null; current: boolean }>(
      `SELECT s.name, s.league, (t.current_season_id = s.id) AS current
         FROM rm.seasons s JOIN rm.teams t ON t.id = s.team_id WHERE s.club_id = $1 ORDER BY s.start_date`,
      [clubId],
    );
    expect(seasons.rows).toEqual([
      { name: '2026/27', league: 'PRO1', current: false },
      { name: '2027-28', league: 'PRO2', current: true },
    ]);
    const youthTeam = await h.pool.query(
      `SELECT current_season_id FROM rm.teams WHERE name = 'U19' AND club_id = $1`,
      [clubId],
    );
    expect(youthTeam.rows).toEqual([{ current_season_id: null }]);
    const drills = await h.pool.query(`SELECT name FROM rm.drills WHERE club_id = $1 ORDER BY name`, [
      clubId,
    ]);
    expect(drills.rows).toEqual([{ name: '4v4 rondo' }, { name: 'Finishing' }]);
    const staff = (await h.pool.query('SELECT email, is_manager FROM rm.staff WHERE club_id = $1', [clubId]))
      .rows;
    expect(staff).toEqual([{ email: 'manager-a@example.com', is_manager: true }]);
    const players = (
      await h.pool.query<{
        id: string;
        first_name: string;
        archived: boolean;
        device_id: string | null;
        note: string | null;
      }>('SELECT id, first_name, archived, device_id, note FROM rm.players WHERE club_id = $1', [clubId])
    ).rows;
    const byId = new Map(players.map((p) => [p.id, p]));
    expect(byId.get(playerIds[0]!)?.device_id).toBeNull();
    expect(byId.get(playerIds[2]!)?.device_id).toBeNull();
    expect(byId.get(playerIds[4]!)?.device_id).not.toBeNull();
    expect(byId.get(playerIds[1]!)).toMatchObject({ first_name: 'Renamed', note: 'Knee' });
    expect(byId.get(playerIds[5]!)?.archived).toBe(true);
    const devices = (
      await h.pool.query('SELECT team_id FROM rm.devices WHERE club_id = $1 ORDER BY serial', [clubId])
    ).rows;
    expect(devices.map((d: { team_id: string | null }) => d.team_id)).toEqual([teamId, teamId, teamId, null]);
    const coach = (
      await h.pool.query<{ admin: boolean; club_id: string | null }>(
        `SELECT admin, club_id FROM rm.users WHERE email = 'coach-a@example.com'`,
      )
    ).rows[0];
    expect(coach).toEqual({ admin: true, club_id: null });
    const emails = (await h.pool.query<{ email: string }>('SELECT email FROM rm.users')).rows.map(
      (r) => r.email,
    );
    expect(emails).not.toContain('gone-a@example.com');
    const erased = await h.pool.query(
      `SELECT admin, credentials_changed_at IS NOT NULL AS sessions_ended FROM rm.users WHERE email = ''`,
    );
    expect(erased.rows).toEqual([{ admin: false, sessions_ended: true }]);
    const manager = (
      await h.pool.query<{ verified: boolean; locale: string; club_id: string | null }>(
        `SELECT verified, locale, club_id FROM rm.users WHERE email = 'manager-a@example.com'`,
      )
    ).rows[0];
    expect(manager).toEqual({ verified: true, locale: 'de-DE', club_id: clubId });
    const tracking = await h.pool.query(
      'SELECT profile, overrides FROM rm.team_tracking_profiles WHERE team_id = $1',
      [teamId],
    );
    expect(tracking.rows).toEqual([
      { profile: 'GNSS_10HZ', overrides: { ...NO_TRACKING_OVERRIDES, lowPassOff: true, spikeSpeed: 10 } },
    ]);
    const alerts = await h.pool.query(
      `SELECT club_id, hsr_target, sprint_target, distance_target, heart_rate_percent, heart_rate_seconds
       FROM rm.team_live_alerts WHERE team_id = $1`,
      [teamId],
    );
    expect(alerts.rows).toEqual([
      {
        club_id: clubId,
        hsr_target: 800,
        sprint_target: 15,
        distance_target: null,
        heart_rate_percent: null,
        heart_rate_seconds: null,
      },
    ]);
  });

  it('is rebuilt from the store into the same rows, byte for byte, every time', async () => {
    await clubHistory('b');
    await pipeline.projected('catalog');
    const incremental = await dump();
    expect(incremental['rm.players']?.length).toBeGreaterThanOrEqual(12);
    expect(incremental['rm.team_tracking_profiles']?.length).toBeGreaterThanOrEqual(2);
    await rebuild(h, catalogProjection);
    expect(await dump()).toEqual(incremental);
    await rebuild(h, catalogProjection);
    expect(await dump()).toEqual(incremental);
  });
});
