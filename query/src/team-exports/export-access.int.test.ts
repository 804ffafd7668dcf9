/**
 * Who gets a team export and which periods it takes: another club's manager and a staff member
 * without the team are refused; a bad period or content gets its catalogue code; an expired or
 * tampered link is refused at download; an export's progress is for the user who asked for it.
 * (The files' content: team-exports.int.test.ts; every root field: isolation.int.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIMES } from '@stride/contracts/account';
import { bearer, setUpClub, signUp, type ClubSetUp } from '../testing/accounts.ts';
import { http } from '../testing/client.ts';
import { codeOf, openStack, type Stack } from '../testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let b: ClubSetUp;
let member: Record<string, string>;

beforeAll(async () => {
  s = await openStack('team_export_access');
  a = await setUpClub(http, s.url, s.mailer, 'Club A');
  b = await setUpClub(http, s.url, s.mailer, 'Club B');
  const user = await signUp(http, s.url, s.mailer);
  await s.must('mutation ($e: String!) { newStaff(email: $e) { id } }', { e: user.email }, bearer(a.token));
  member = bearer(user.token);
});
afterAll(async () => {
  await s?.close();
});

const linkOf = (args: string, headers = bearer(a.token)) =>
  s.gql<{ getTeamDataCSVLink: { id: string; total: number; link: { url: string } } }>(
    `{ getTeamDataCSVLink(teamId: "${a.teamId}", ${args}) { id total link { url } } }`,
    {},
    headers,
  );

const progressOf = async (id: string, headers: Record<string, string>) =>
  (
    await s.must<{ teamDataExportProgress: unknown }>(
      `{ teamDataExportProgress(exportId: "${id}") { done total finished } }`,
      {},
      headers,
    )
  ).teamDataExportProgress;

async function refusal(url: string): Promise<{ status: number; code: unknown }> {
  const response = await fetch(new URL(url, s.url));
  return { status: response.status, code: ((await response.json()) as { code: unknown }).code };
}

describe('a team export link', () => {
  it('is refused to another club and to staff who are not the team’s', async () => {
    const range = 'from: "2026-05-01", to: "2026-05-31"';
    expect(codeOf(await linkOf(range, bearer(b.token)))).toBe('FORBIDDEN');
    // A staff member of the club without a role in the team: the team's managers and coaches only.
    expect(codeOf(await linkOf(`${range}, content: [WORKLOAD]`, member))).toBe('COACH_ONLY');
    expect(codeOf(await linkOf(`${range}, content: [RECORDS]`, member))).toBe('COACH_ONLY');
  });

  it.each([
    ['from: "2026-05-31", to: "2026-05-01"', 'INVALID_DATE_RANGE'],
    ['from: "2026-01-01", to: "2027-02-05"', 'INVALID_DATE_RANGE'],
    ['from: "2026-01-01"', 'INVALID_DATE_RANGE'],
    ['seasonId: "00000000-0000-4000-8000-000000000001"', 'SEASON_NOT_FOUND'],
    ['content: []', 'BAD_USER_INPUT'],
  ])('refuses %s with %s', async (args, code) => {
    expect(codeOf(await linkOf(args))).toBe(code);
  });

  it('takes the current season when no period is given, NO_CURRENT_SEASON without one', async () => {
    expect(codeOf(await linkOf('content: [RECORDS]'))).toBe('NO_CURRENT_SEASON');
    const { createSeason } = await s.must<{ createSeason: { id: string } }>(
      `mutation { createSeason(teamId: "${a.teamId}", name: "S", startDate: "2026-01-01", endDate: "2026-06-30") { id } }`,
      {},
      bearer(a.token),
    );
    await s.must(
      `mutation { setCurrentSeason(teamId: "${a.teamId}", seasonId: "${createSeason.id}") { id } }`,
      {},
      bearer(a.token),
    );
    const { data } = await s.gql<{ getTeamDataXLSXLink: { from: string; to: string; seasonId: string } }>(
      `{ getTeamDataXLSXLink(teamId: "${a.teamId}") { from to seasonId } }`,
      {},
      bearer(a.token),
    );
    expect(data?.getTeamDataXLSXLink).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      seasonId: createSeason.id,
    });
    expect(codeOf(await linkOf(`seasonId: "${createSeason.id}", from: "2026-01-01", to: "2026-01-31"`))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('shows its progress to the user who asked only, and is refused once expired or tampered', async () => {
    const { data } = await linkOf('from: "2026-05-01", to: "2026-05-31"');
    const exported = data!.getTeamDataCSVLink;
    expect(await progressOf(exported.id, bearer(a.token))).toEqual({
      done: 0,
      total: exported.total,
      finished: false,
    });
    expect(await progressOf(exported.id, bearer(b.token))).toBeNull();
    const [head, body, signature] = exported.link.url.split('.');
    const forged = `${head}.${body}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await refusal(forged)).toEqual({ status: 401, code: 'INVALID_TOKEN' });
    s.advance((TOKEN_LIFETIMES.downloadSeconds + 1) * 1000);
    expect(await refusal(exported.link.url)).toEqual({ status: 401, code: 'INVALID_TOKEN' });
  });
});
