/**
 * Who the logged-in user is: the `user` and `staff` lookups of spec §7, server data kept by
 * react-query under one key. A failed lookup yields null (spec), so a server without accounts
 * yet, or an expired token, leaves the user unknown and the guards send them to the user page.
 *
 * A change of session (login, logout, impersonation, demo) goes through the functions below:
 * they change the tokens in the client store and start the lookups over, and nothing cached for
 * the previous session is shown to the next.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../gql/gql.ts';
import type { CurrentStaffQuery, CurrentUserQuery } from '../gql/graphql.ts';
import type { GuardSession } from '../routing/routes.ts';
import { api, queryClient } from '../services.ts';
import { useClientStore } from './client-store.ts';

const USER = graphql(/* GraphQL */ `
  query CurrentUser {
    user {
      id
      email
      verified
      admin
    }
  }
`);
const STAFF = graphql(/* GraphQL */ `
  query CurrentStaff {
    staff {
      id
      isManager
      club {
        id
        name
        subscription {
          ...ClubSubscriptionFields
        }
      }
      coach {
        id
        team {
          id
          name
        }
      }
    }
  }
`);
const CLUB_TEAMS = graphql(/* GraphQL */ `
  query ClubTeamIds($clubId: ID!) {
    clubTeams(clubId: $clubId) {
      id
    }
  }
`);

export type CurrentUser = NonNullable<CurrentUserQuery['user']>;

export type CurrentStaff = NonNullable<CurrentStaffQuery['staff']> & {
  /** Teams the user may open (a manager: the club's; a coach: the coached ones). */
  readonly teamIds: readonly string[];
};

export interface Session {
  readonly user: CurrentUser | null;
  readonly staff: CurrentStaff | null;
}

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.info('Session lookup failed', error);
    return null;
  }
}

async function loadSession(): Promise<Session> {
  const [userData, staffData] = await Promise.all([orNull(api.request(USER)), orNull(api.request(STAFF))]);
  const user = userData?.user ?? null;
  const staff = staffData?.staff ?? null;
  if (staff === null) return { user, staff: null };
  let teamIds = staff.coach.map((entry) => entry.team.id);
  if (staff.isManager && staff.club !== null) {
    const teams = await orNull(api.request(CLUB_TEAMS, { clubId: staff.club.id }));
    teamIds = [...new Set([...teamIds, ...(teams?.clubTeams.map((team) => team.id) ?? [])])];
  }
  return { user, staff: { ...staff, teamIds } };
}

/** The lookups for the stored tokens; asked again only when the session changes (below). */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'] as const,
    queryFn: loadSession,
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface SessionView extends Session {
  readonly authToken: string | null;
  /** The lookups for the current token have answered (or there is no token). */
  readonly loaded: boolean;
}

export function useSession(): SessionView {
  const authToken = useClientStore((state) => state.authToken);
  const query = useQuery({ ...sessionQueryOptions(), enabled: authToken !== null });
  if (authToken === null) return { authToken, user: null, staff: null, loaded: true };
  return {
    authToken,
    user: query.data?.user ?? null,
    staff: query.data?.staff ?? null,
    loaded: query.data !== undefined,
  };
}

/** What the route guards see. */
export function guardSessionOf(session: Pick<SessionView, 'authToken' | 'user' | 'staff'>): GuardSession {
  const { staff } = session;
  return {
    loggedIn: session.authToken !== null,
    user: session.user,
    staff:
      staff === null
        ? null
        : {
            isManager: staff.isManager,
            clubId: staff.club?.id ?? null,
            coachTeamIds: staff.coach.map((entry) => entry.team.id),
            teamIds: staff.teamIds,
          },
  };
}

const isSession = (queryKey: readonly unknown[]) => queryKey[0] === sessionQueryOptions().queryKey[0];

/** Another user, or the same one seeing other data: drop what was cached and look the session up again. */
function startOver(): void {
  queryClient.removeQueries({ predicate: (query) => !isSession(query.queryKey) });
  void queryClient.resetQueries({ queryKey: sessionQueryOptions().queryKey });
}

/** Store the token of a login (forgetting an impersonation). */
export function logIn(token: string): void {
  useClientStore.getState().login(token);
  startOver();
}

export function logOut(): void {
  useClientStore.getState().logout();
  queryClient.clear();
}

const REVOKE_SESSIONS = graphql(/* GraphQL */ `
  mutation RevokeSessions {
    revokeSessions
  }
`);

/**
 * End every session of the user (every device's token stops working), then log out here. A
 * failed request is thrown after the local logout: this device is signed out either way.
 */
export async function logOutEverywhere(): Promise<void> {
  try {
    await api.request(REVOKE_SESSIONS);
  } finally {
    logOut();
  }
}

/** Act as another user (a token) or as oneself again (null). */
export function actAs(token: string | null): void {
  useClientStore.getState().setImpersonationToken(token);
  startOver();
}

export function setDemo(demo: boolean): void {
  useClientStore.getState().setDemo(demo);
  startOver();
}

/**
 * Look the session up again after something changed who the user is (e-mail verified, club
 * created, own access changed, the club renamed). The screen the guards allow follows by itself.
 */
export async function refreshSession(): Promise<Session | undefined> {
  if (useClientStore.getState().authToken === null) return undefined;
  await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
  return queryClient.getQueryData(sessionQueryOptions().queryKey);
}

/**
 * A manager may open every team of the club: teams created since the session was loaded (here or
 * by another manager, seen through the live list) join the ones the team guard lets through.
 */
export function rememberClubTeams(teamIds: readonly string[]): void {
  queryClient.setQueryData(sessionQueryOptions().queryKey, (session) => {
    const staff = session?.staff ?? null;
    if (session === undefined || staff === null || !staff.isManager) return session;
    const known = new Set(staff.teamIds);
    if (teamIds.every((id) => known.has(id))) return session;
    return {
      ...session,
      staff: { ...staff, teamIds: [...known, ...teamIds.filter((id) => !known.has(id))] },
    };
  });
}
