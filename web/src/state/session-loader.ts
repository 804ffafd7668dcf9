/**
 * Who the logged-in user is: the `user` and `staff` lookups of spec §7. A failed lookup yields
 * null (spec), so a server without accounts yet, or an expired token, leaves the user unknown and
 * the guards send them to the user page.
 */
import { useEffect } from 'react';
import { api } from '../services.ts';
import { useClientStore, type CurrentStaff, type CurrentUser } from './client-store.ts';

const USER = 'query CurrentUser { user { id email verified admin } }';
const SUBSCRIPTION =
  'subscription { active plan expiresAt limits { members teams players ranges devices } options { tagManagement } }';
const STAFF = `query CurrentStaff { staff { id isManager club { id name ${SUBSCRIPTION} } coach { id team { id name } } } }`;
const CLUB_TEAMS = 'query ClubTeamIds($clubId: ID!) { clubTeams(clubId: $clubId) { id } }';

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.info('Session lookup failed', error);
    return null;
  }
}

export async function loadSession(): Promise<{ user: CurrentUser | null; staff: CurrentStaff | null }> {
  const [userData, staffData] = await Promise.all([
    orNull(api.request<{ user: CurrentUser | null }>(USER)),
    orNull(api.request<{ staff: Omit<CurrentStaff, 'teamIds'> | null }>(STAFF)),
  ]);
  const staff = staffData?.staff ?? null;
  if (staff === null) return { user: userData?.user ?? null, staff: null };
  let teamIds = staff.coach.map((entry) => entry.team.id);
  if (staff.isManager && staff.club !== null) {
    const teams = await orNull(
      api.request<{ clubTeams: { id: string }[] }>(CLUB_TEAMS, { clubId: staff.club.id }),
    );
    teamIds = [...new Set([...teamIds, ...(teams?.clubTeams.map((team) => team.id) ?? [])])];
  }
  return { user: userData?.user ?? null, staff: { ...staff, teamIds } };
}

/**
 * Look the session up again after something changed who the user is (e-mail verified, club
 * created, own access changed). The screen the guards allow follows by itself.
 */
export async function refreshSession(): Promise<void> {
  const token = useClientStore.getState().authToken;
  if (token === null) return;
  const { user, staff } = await loadSession();
  // A logout or another login meanwhile wins.
  if (useClientStore.getState().authToken === token) useClientStore.getState().setSession(user, staff);
}

/**
 * A manager may open every team of the club: teams created since the session was loaded (here or
 * by another manager, seen through the live list) join the ones the team guard lets through.
 */
export function rememberClubTeams(teamIds: readonly string[]): void {
  const { user, staff } = useClientStore.getState();
  if (staff === null || !staff.isManager) return;
  const known = new Set(staff.teamIds);
  if (teamIds.every((id) => known.has(id))) return;
  useClientStore
    .getState()
    .setSession(user, { ...staff, teamIds: [...known, ...teamIds.filter((id) => !known.has(id))] });
}

/** Looks the session up whenever the tokens change. */
export function useSessionLoader(): void {
  const authToken = useClientStore((state) => state.authToken);
  const impersonationToken = useClientStore((state) => state.impersonationToken);
  useEffect(() => {
    if (authToken === null) return;
    let current = true;
    void loadSession().then(({ user, staff }) => {
      if (current) useClientStore.getState().setSession(user, staff);
    });
    return () => {
      current = false;
    };
  }, [authToken, impersonationToken]);
}
