/**
 * Accounts, clubs, teams, players and devices through the whole stack: GraphQL → command
 * handlers → PostgreSQL event store → relay → NATS → catalog projector → GraphQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { until } from '@stride/streams/testing/until';
import { PASSWORD, bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http, readSse } from './testing/client.ts';
import { codeOf, extensionOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;

beforeAll(async () => {
  s = await openStack('accounts', { loginLimits: { maxFailures: 3 } });
});
afterAll(async () => {
  await s?.close();
});

const REGISTER = /* GraphQL */ `
  mutation ($email: String!, $password: String!, $locale: String) {
    register(email: $email, password: $password, locale: $locale) {
      token
      expiresAt
      user {
        id
        email
        verified
        admin
        locale
      }
    }
  }
`;
const LOGIN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        id
        email
        verified
      }
    }
  }
`;
const ME =
  '{ user { id email verified admin } staff { id isManager club { id name subscription { active plan } } } }';

interface Me {
  user: { id: string; email: string; verified: boolean; admin: boolean } | null;
  staff: {
    id: string;
    isManager: boolean;
    club: { id: string; name: string; subscription: { active: boolean; plan: string } };
  } | null;
}

describe('registration and verification', () => {
  it('registers, mails a verification link in the user language, verifies once', async () => {
    const email = 'Coach.Anna@Example.com';
    const registered = await s.gql<{ register: { token: string; user: Me['user'] & { locale: string } } }>(
      REGISTER,
      {
        email,
        password: PASSWORD,
        locale: 'fr-FR',
      },
    );
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.register.user).toMatchObject({
      email: 'coach.anna@example.com',
      verified: false,
      admin: false,
      locale: 'fr-FR',
    });
    const mail = s.mailer.messages.findLast((m) => m.to === 'coach.anna@example.com');
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.text).toContain('http://app.test/verify-email#token=');

    const token = registered.data?.register.token ?? '';
    const me = await s.gql<Me>(ME, {}, bearer(token));
    expect(me.data?.user).toMatchObject({ email: 'coach.anna@example.com', verified: false });

    // Unverified: no club yet.
    const club = await s.gql('mutation { createClub(name: "FC Nope") { id } }', {}, bearer(token));
    expect(codeOf(club)).toBe('USER_NOT_VERIFIED');
    expect(extensionOf(club)).toBe('FORBIDDEN');

    const verifyToken = s.mailer.tokenFor('coach.anna@example.com', 'verify');
    const verified = await s.gql<{ verifyEmail: { verified: boolean } }>(
      'mutation ($t: String!) { verifyEmail(token: $t) { verified } }',
      { t: verifyToken },
    );
    expect(verified.data?.verifyEmail.verified).toBe(true);
    const again = await s.gql('mutation ($t: String!) { verifyEmail(token: $t) { verified } }', {
      t: verifyToken,
    });
    expect(codeOf(again)).toBe('INVALID_TOKEN');
  });

  it('refuses a second account for the same address (any case) and bad input, appending nothing', async () => {
    const email = `dup-${Date.now()}@example.com`;
    expect((await s.gql(REGISTER, { email, password: PASSWORD })).errors).toBeUndefined();
    const before = await s.head();
    expect(codeOf(await s.gql(REGISTER, { email: email.toUpperCase(), password: PASSWORD }))).toBe(
      'EMAIL_ALREADY_EXISTS',
    );
    expect(codeOf(await s.gql(REGISTER, { email: 'not-an-email', password: PASSWORD }))).toBe(
      'BAD_USER_INPUT',
    );
    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', '']) {
      const response = await s.gql(REGISTER, { email: `weak-${Date.now()}@example.com`, password: weak });
      expect(codeOf(response), weak).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.extensions).toMatchObject({ details: { field: 'password' } });
    }
    expect(await s.head()).toBe(before);
  });

  it('serves the password rules', async () => {
    const response = await s.gql<{ passwordConfig: Record<string, unknown> }>(
      '{ passwordConfig { minLength maxLength requireUppercase requireLowercase requireDigit } }',
    );
    expect(response.data?.passwordConfig).toEqual({
      minLength: 8,
      maxLength: 128,
      requireUppercase: true,
      requireLowercase: true,
      requireDigit: true,
    });
  });
});

describe('login, refresh and password reset', () => {
  it('logs in, never says whether the address exists, and slows down repeated failures', async () => {
    const user = await signUp(http, s.url, s.mailer);
    const ok = await s.gql<{ login: { token: string; user: { id: string } } }>(LOGIN, {
      email: user.email,
      password: PASSWORD,
    });
    expect(ok.data?.login.user.id).toBe(user.userId);
    expect(codeOf(await s.gql(LOGIN, { email: 'nobody@example.com', password: PASSWORD }))).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(codeOf(await s.gql(LOGIN, { email: user.email, password: '' }))).toBe('MISSING_CREDENTIALS');
    for (let i = 0; i < 3; i++) {
      expect(codeOf(await s.gql(LOGIN, { email: user.email, password: 'Wrong1234' }))).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    // Even the right password waits once the address had too many failures.
    expect(codeOf(await s.gql(LOGIN, { email: user.email, password: PASSWORD }))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts parallel guesses before checking them: no more than the limit get through', async () => {
    const user = await signUp(http, s.url, s.mailer);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => s.gql(LOGIN, { email: user.email, password: 'Wrong1234' })),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(3);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS').length).toBeGreaterThanOrEqual(9);
  });

  it('refreshes a session token, also shortly after it expired, and refuses garbage', async () => {
    const user = await signUp(http, s.url, s.mailer);
    const refreshed = await s.gql<{ refreshToken: { token: string; user: { id: string } } }>(
      'mutation { refreshToken { token user { id } } }',
      {},
      bearer(user.token),
    );
    expect(refreshed.data?.refreshToken.user.id).toBe(user.userId);
    expect(codeOf(await s.gql('mutation { refreshToken { token } }', {}, bearer('garbage')))).toBe(
      'REFRESH_FAILED',
    );
    expect(codeOf(await s.gql('mutation { refreshToken { token } }'))).toBe('REFRESH_FAILED');

    s.advance(25 * 3600_000);
    try {
      // Expired: the caller is anonymous again, but may still refresh within the grace period.
      expect((await s.gql<Me>(ME, {}, bearer(user.token))).data?.user).toBeNull();
      const late = await s.gql<{ refreshToken: { token: string } }>(
        'mutation { refreshToken { token } }',
        {},
        bearer(user.token),
      );
      expect(late.errors).toBeUndefined();
      expect((await s.gql<Me>(ME, {}, bearer(late.data?.refreshToken.token ?? ''))).data?.user?.id).toBe(
        user.userId,
      );
    } finally {
      s.advance(-25 * 3600_000);
    }
  });

  it('resets a password by e-mail; the old password and old sessions stop working', async () => {
    const user = await signUp(http, s.url, s.mailer);
    const unknown = await s.gql<{ resetPassword: boolean }>(
      'mutation { resetPassword(email: "ghost@example.com") }',
    );
    expect(unknown.data?.resetPassword).toBe(true);

    const asked = await s.gql<{ resetPassword: boolean }>(
      'mutation ($e: String!) { resetPassword(email: $e) }',
      {
        e: user.email,
      },
    );
    expect(asked.data?.resetPassword).toBe(true);
    // The work happens after the answer (so that its time says nothing): wait for the mail.
    await until(() => s.mailer.messages.some((m) => m.to === user.email && m.kind === 'reset'));
    expect(s.mailer.messages.some((m) => m.to === 'ghost@example.com')).toBe(false);
    const resetToken = s.mailer.tokenFor(user.email, 'reset');
    expect(s.mailer.messages.findLast((m) => m.kind === 'reset')?.text).toContain(
      'http://app.test/auth/new-password#token=',
    );

    const weak = await s.gql('mutation ($t: String!) { newPassword(token: $t, password: "weak") { id } }', {
      t: resetToken,
    });
    expect(codeOf(weak)).toBe('BAD_USER_INPUT');
    // JWT times are whole seconds: a token issued in the same second as the change would pass.
    await new Promise((r) => setTimeout(r, 1100));
    const changed = await s.gql<{ newPassword: { id: string } }>(
      'mutation ($t: String!) { newPassword(token: $t, password: "Another123") { id } }',
      { t: resetToken },
    );
    expect(changed.data?.newPassword.id).toBe(user.userId);
    expect(
      codeOf(
        await s.gql('mutation ($t: String!) { newPassword(token: $t, password: "Third1234") { id } }', {
          t: resetToken,
        }),
      ),
    ).toBe('INVALID_TOKEN');
    expect(codeOf(await s.gql(LOGIN, { email: user.email, password: PASSWORD }))).toBe('INVALID_CREDENTIALS');
    expect((await s.gql(LOGIN, { email: user.email, password: 'Another123' })).errors).toBeUndefined();
    expect((await s.gql<Me>(ME, {}, bearer(user.token))).data?.user).toBeNull();
  });
});

describe('a club and its members', () => {
  let club: ClubSetUp;
  beforeAll(async () => {
    club = await setUpClub(http, s.url, s.mailer, 'FC Stride');
  });

  it('makes the creator manager of a club on a trial', async () => {
    const me = await s.gql<Me>(ME, {}, bearer(club.token));
    expect(me.data?.staff).toMatchObject({
      isManager: true,
      club: { id: club.clubId, name: 'FC Stride', subscription: { active: true, plan: 'TRIAL' } },
    });
    const second = await s.gql('mutation { createClub(name: "Second") { id } }', {}, bearer(club.token));
    expect(codeOf(second)).toBe('IS_ALREADY_STAFF');
  });

  it('adds a coach who sees and changes only their team; limits hold', async () => {
    const m = bearer(club.token);
    const coach = await signUp(http, s.url, s.mailer);
    const added = await s.gql<{ newStaff: { id: string; isManager: boolean; user: { email: string } } }>(
      'mutation ($e: String!) { newStaff(email: $e) { id isManager user { email } } }',
      { e: coach.email },
      m,
    );
    expect(added.data?.newStaff).toMatchObject({ isManager: false, user: { email: coach.email } });
    const staffId = added.data?.newStaff.id ?? '';
    expect(
      codeOf(await s.gql('mutation ($e: String!) { newStaff(email: $e) { id } }', { e: coach.email }, m)),
    ).toBe('IS_ALREADY_STAFF');
    expect(codeOf(await s.gql('mutation { newStaff(email: "nobody@example.com") { id } }', {}, m))).toBe(
      'USER_NOT_FOUND',
    );

    // The trial allows one team: the club already has it.
    expect(
      codeOf(await s.gql(`mutation { createTeam(clubId: "${club.clubId}", name: "B team") { id } }`, {}, m)),
    ).toBe('TEAM_LIMIT_REACHED');

    const c = bearer(coach.token);
    expect(
      (await s.gql<{ clubTeams: unknown[] }>(`{ clubTeams(clubId: "${club.clubId}") { id } }`, {}, c)).data
        ?.clubTeams,
    ).toEqual([]);
    const refused = await s.gql(
      `mutation { createPlayer(teamId: "${club.teamId}", player: { firstName: "Ada", lastName: "Lovelace" }) { id } }`,
      {},
      c,
    );
    expect(codeOf(refused)).toBe('COACH_ONLY');

    const assigned = await s.gql<{ assignCoach: { coach: { team: { id: string } }[] } }>(
      `mutation { assignCoach(staffId: "${staffId}", teamIds: ["${club.teamId}"]) { coach { team { id } } } }`,
      {},
      m,
    );
    expect(assigned.data?.assignCoach.coach.map((e) => e.team.id)).toEqual([club.teamId]);
    const player = await s.gql<{
      createPlayer: { id: string; firstName: string; age: number | null; position: string };
    }>(
      `mutation { createPlayer(teamId: "${club.teamId}", player: { firstName: " Ada ", lastName: "Lovelace",
         birthdate: "2000-02-29", position: MIDFIELDER, maxHeartRate: 195, maxSpeed: 32.5 }) { id firstName age position } }`,
      {},
      c,
    );
    expect(player.errors).toBeUndefined();
    expect(player.data?.createPlayer).toMatchObject({ firstName: 'Ada', position: 'MIDFIELDER' });
    expect(player.data?.createPlayer.age).toBeGreaterThanOrEqual(26);
    expect(
      codeOf(await s.gql(`mutation { createTeam(clubId: "${club.clubId}", name: "Mine") { id } }`, {}, c)),
    ).toBe('MANAGER_ONLY');

    // Another member who coaches no team does not see which teams others coach; the manager does.
    const other = await signUp(http, s.url, s.mailer);
    await s.gql('mutation ($e: String!) { newStaff(email: $e) { id } }', { e: other.email }, m);
    const coachedAs = async (headers: Record<string, string>) =>
      (
        await s.gql<{ clubStaff: { user: { email: string }; coach: { team: { id: string } }[] }[] }>(
          `{ clubStaff(clubId: "${club.clubId}") { user { email } coach { team { id } } } }`,
          {},
          headers,
        )
      ).data?.clubStaff.find((member) => member.user.email === coach.email)?.coach;
    expect(await coachedAs(m)).toEqual([{ team: { id: club.teamId } }]);
    expect(await coachedAs(bearer(other.token))).toEqual([]);

    // The coach follows an event live; once removed, the stream ends with the refusal.
    const { createEvent } = (
      await s.gql<{ createEvent: { id: string } }>(
        `mutation { createEvent(teamId: "${club.teamId}", name: "Friendly", type: MATCH) { id } }`,
        {},
        c,
      )
    ).data!;
    const live = readSse<{ data?: { event: { status: string } | null }; errors?: { message: string }[] }>(
      await fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...c },
        body: JSON.stringify({ query: `subscription { event(eventId: "${createEvent.id}") { status } }` }),
      }),
    );
    expect((await live.next(10_000)).data?.event?.status).toBe('NOT_STARTED');

    // Removed, the coach loses access at once.
    const removed = await s.gql(`mutation { removeStaff(staffId: "${staffId}") { id } }`, {}, m);
    expect(removed.errors).toBeUndefined();
    expect(codeOf(await s.gql(`{ clubTeams(clubId: "${club.clubId}") { id } }`, {}, c))).toBe('FORBIDDEN');
    await s.gql(`mutation { startEvent(eventId: "${createEvent.id}") { id } }`, {}, m);
    expect((await live.next(10_000)).errors?.[0]?.message).toBe('FORBIDDEN');
    await live.completed;
    expect(codeOf(await s.gql(`mutation { removeStaff(staffId: "${club.staffId}") { id } }`, {}, m))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('tells an anonymous caller nothing, not even whether an id exists', async () => {
    for (const query of [
      `{ team(teamId: "${club.teamId}") { id } }`,
      '{ team(teamId: "00000000-0000-4000-8000-000000000000") { id } }',
      `mutation { removeStaff(staffId: "${club.staffId}") { id } }`,
      `{ clubTeams(clubId: "${club.clubId}") { id } }`,
    ]) {
      expect(codeOf(await s.gql(query)), query).toBe('UNAUTHENTICATED');
    }
  });

  it('adds devices, assigns them to the team and to a player', async () => {
    const m = bearer(club.token);
    const serial = `SN-${Date.now()}`;
    const added = await s.gql<{
      addDevice: { id: string; serial: string; type: string; teamId: string | null };
    }>(
      'mutation ($s: String!) { addDevice(serial: $s, udid: "usb-0001", type: "INSPIRIT") { id serial type teamId } }',
      { s: serial.toLowerCase() },
      m,
    );
    expect(added.data?.addDevice).toMatchObject({
      serial: serial.toUpperCase(),
      type: 'INSPIRIT',
      teamId: null,
    });
    const deviceId = added.data?.addDevice.id ?? '';
    expect(
      codeOf(await s.gql('mutation { addDevice(serial: "X1", udid: "u", type: "NOPE") { id } }', {}, m)),
    ).toBe('DEVICE_TYPE_NOT_SUPPORTED');

    const other = await setUpClub(http, s.url, s.mailer, 'Other FC');
    const before = await s.head();
    const stolen = await s.gql(
      'mutation ($s: String!) { addDevice(serial: $s, udid: "usb-9") { id } }',
      { s: serial },
      bearer(other.token),
    );
    expect(codeOf(stolen)).toBe('DEVICE_ALREADY_OWNED');
    expect(await s.head()).toBe(before);

    const { data: players } = await s.gql<{ clubPlayers: { id: string }[] }>(
      `{ clubPlayers(clubId: "${club.clubId}") { id } }`,
      {},
      m,
    );
    const playerId = players?.clubPlayers[0]?.id ?? '';
    expect(
      codeOf(
        await s.gql(
          `mutation { assignDeviceToPlayer(playerId: "${playerId}", deviceId: "${deviceId}") { id } }`,
          {},
          m,
        ),
      ),
    ).toBe('DEVICE_NOT_ALLOWED');
    const toTeam = await s.gql<{ assignDevicesToTeam: { teamId: string }[] }>(
      `mutation { assignDevicesToTeam(teamId: "${club.teamId}", deviceIds: ["${deviceId}"]) { teamId } }`,
      {},
      m,
    );
    expect(toTeam.data?.assignDevicesToTeam).toEqual([{ teamId: club.teamId }]);
    const worn = await s.gql<{ assignDeviceToPlayer: { device: { id: string; player: { id: string } } } }>(
      `mutation { assignDeviceToPlayer(playerId: "${playerId}", deviceId: "${deviceId}") { device { id player { id } } } }`,
      {},
      m,
    );
    expect(worn.data?.assignDeviceToPlayer.device).toEqual({ id: deviceId, player: { id: playerId } });
    const teamDevices = await s.gql<{ teamDevices: { id: string; playerId: string }[] }>(
      `{ teamDevices(teamId: "${club.teamId}") { id playerId } }`,
      {},
      m,
    );
    expect(teamDevices.data?.teamDevices).toEqual([{ id: deviceId, playerId }]);

    const back = await s.gql<{ unassignDevices: { teamId: string | null }[] }>(
      `mutation { unassignDevices(deviceIds: ["${deviceId}"]) { teamId } }`,
      {},
      m,
    );
    expect(back.data?.unassignDevices).toEqual([{ teamId: null }]);
    const player = await s.gql<{ clubPlayers: { id: string; device: unknown }[] }>(
      `{ clubPlayers(clubId: "${club.clubId}") { id device { id } } }`,
      {},
      m,
    );
    expect(player.data?.clubPlayers.find((p) => p.id === playerId)?.device).toBeNull();
  });

  it('pushes the club teams over a subscription as they change', async () => {
    const response = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearer(club.token) },
      body: JSON.stringify({
        query: 'subscription ($c: ID!) { clubTeams(clubId: $c) { id name } }',
        variables: { c: club.clubId },
      }),
    });
    const stream = readSse<{ data?: { clubTeams: { id: string; name: string }[] } }>(response);
    expect((await stream.next(10_000)).data?.clubTeams).toEqual([{ id: club.teamId, name: 'First team' }]);
    const renamed = await s.gql(
      `mutation { updateTeam(teamId: "${club.teamId}", name: "Seniors") { id } }`,
      {},
      bearer(club.token),
    );
    expect(renamed.errors).toBeUndefined();
    expect((await stream.next(10_000)).data?.clubTeams).toEqual([{ id: club.teamId, name: 'Seniors' }]);
    await stream.close();
  });
});

describe('admin', () => {
  it('lists users and clubs, impersonates with the admin recorded, changes subscriptions', async () => {
    const admin = await signUp(http, s.url, s.mailer);
    const club = await setUpClub(http, s.url, s.mailer, 'Impersonated FC');
    const notYet = await s.gql('{ users { id } }', {}, bearer(admin.token));
    expect(codeOf(notYet)).toBe('ADMIN_ONLY');
    const commandId = crypto.randomUUID();
    await accountCommands(s.h.store, postgresCredentialStore(s.h.pool)).setAdmin(admin.email, true, {
      commandId,
      actorId: 'cli',
      correlationId: commandId,
      causationId: commandId,
      occurredAt: new Date(),
    });
    await s.pipeline.projected('catalog');
    const a = bearer(admin.token);

    const users = await s.gql<{ users: { id: string; staff: { club: { id: string } } | null }[] }>(
      '{ users { id staff { club { id } } } }',
      {},
      a,
    );
    expect(users.data?.users.find((u) => u.id === club.userId)?.staff?.club.id).toBe(club.clubId);
    const clubs = await s.gql<{ clubs: { id: string; staffCount: number; teamsCount: number }[] }>(
      '{ clubs(active: true) { id staffCount teamsCount } }',
      {},
      a,
    );
    expect(clubs.data?.clubs.find((c) => c.id === club.clubId)).toEqual({
      id: club.clubId,
      staffCount: 1,
      teamsCount: 1,
    });
    expect(
      codeOf(
        await s.gql(`mutation { impersonate(userId: "${admin.userId}") { token } }`, {}, bearer(club.token)),
      ),
    ).toBe('ADMIN_ONLY');

    const session = await s.gql<{ impersonate: { token: string; user: { id: string } } }>(
      `mutation { impersonate(userId: "${club.userId}") { token user { id } } }`,
      {},
      a,
    );
    expect(session.data?.impersonate.user.id).toBe(club.userId);
    const both = { ...a, impersonate: `Bearer ${session.data?.impersonate.token ?? ''}` };
    expect((await s.gql<Me>(ME, {}, both)).data?.user?.id).toBe(club.userId);
    const renamed = await s.gql(
      `mutation { updateTeam(teamId: "${club.teamId}", name: "By admin") { id } }`,
      {},
      both,
    );
    expect(renamed.errors).toBeUndefined();
    const last = (
      await s.h.pool.query<{ metadata: { actorId: string; impersonatorId: string } }>(
        `SELECT metadata FROM es.events WHERE type = 'TeamUpdated' ORDER BY global_position DESC LIMIT 1`,
      )
    ).rows[0];
    expect(last?.metadata).toMatchObject({ actorId: club.userId, impersonatorId: admin.userId });
    // An impersonation token alone is not a session.
    expect((await s.gql<Me>(ME, {}, { impersonate: both.impersonate })).data?.user).toBeNull();

    const expired = await s.gql<{
      updateClubSubscription: { subscription: { active: boolean; plan: string } };
    }>(
      `mutation { updateClubSubscription(clubId: "${club.clubId}", subscription: { plan: PRO, active: false }) { subscription { active plan } } }`,
      {},
      a,
    );
    expect(expired.data?.updateClubSubscription.subscription).toEqual({ active: false, plan: 'PRO' });
    expect(
      codeOf(await s.gql(`{ clubTeams(clubId: "${club.clubId}") { id } }`, {}, bearer(club.token))),
    ).toBe('SUBSCRIPTION_EXPIRED');
    expect((await s.gql<Me>(ME, {}, bearer(club.token))).data?.staff?.club.subscription.active).toBe(false);
    const inactive = await s.gql<{ clubs: { id: string }[] }>('{ clubs(active: false) { id } }', {}, a);
    expect(inactive.data?.clubs.map((c) => c.id)).toContain(club.clubId);
  });
});
