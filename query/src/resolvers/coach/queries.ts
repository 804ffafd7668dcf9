/** `coachDashboard`: the caller's teams with their coming events and latest uploads, in one read. */
import { DomainError } from '@stride/contracts/errors';
import { authorize } from '../../auth/authorize.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { listClubTeams } from '../../read-model/catalog.ts';
import { listTeamsComingEvents, listTeamsJobs } from '../../read-model/coach.ts';
import { visibleTeams } from '../clubs/access.ts';
import { idOf } from '../ids.ts';

/** A week and a bit is what the dashboard shows; a month bounds what one call may read. */
export const COACH_DASHBOARD_MAX_DAYS = 31;
export const COACH_DASHBOARD_MAX_JOBS = 50;
/** Enough for a week of several teams; the dashboard is not an event list. */
const EVENTS_LIMIT = 50;

const DAY_MS = 86_400_000;

export const coachQueries = {
  coachDashboard: async (_p, args, context) => {
    const clubId = idOf(args.clubId, 'CLUB_NOT_FOUND');
    const principal = authorize(context, 'club.dashboard', { clubId });
    const { from, to } = args;
    if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > COACH_DASHBOARD_MAX_DAYS * DAY_MS) {
      throw new DomainError('INVALID_DATE_RANGE');
    }
    // A default in the SDL, but a client may still send null explicitly.
    const jobs = args.jobs ?? 10;
    if (!Number.isInteger(jobs) || jobs < 1 || jobs > COACH_DASHBOARD_MAX_JOBS) {
      throw new DomainError('BAD_USER_INPUT', { field: 'jobs', min: 1, max: COACH_DASHBOARD_MAX_JOBS });
    }
    const db = context.deps.db;
    const visible = visibleTeams(principal);
    const teams = (await listClubTeams(db, clubId)).filter((team) => visible(team.id));
    const teamIds = teams.map((team) => team.id);
    const [events, latestJobs] = await Promise.all([
      listTeamsComingEvents(db, teamIds, from, to, EVENTS_LIMIT),
      listTeamsJobs(db, teamIds, jobs),
    ]);
    return { teams, events, jobs: latestJobs };
  },
} satisfies QueryResolvers;
