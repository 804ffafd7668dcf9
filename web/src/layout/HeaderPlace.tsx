/**
 * Where the page is, in the header: the club's name (a link to the club) and, on the pages of a
 * team, an event or a player, the team's name (a link to its events). Outside a club (sign-in,
 * account, administration) the area's title, as before.
 */
import { Link } from 'wouter';
import { useHeaderTeam } from '../api/header-context.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { areaTitleKey } from '../routing/navigation.ts';
import type { AreaName, Params } from '../routing/routes.ts';
import { useSession } from '../state/session.ts';

/** Areas that belong to a club: the header names the club (and the team) there. */
const CLUB_AREAS: ReadonlySet<AreaName> = new Set(['coach', 'club', 'team', 'event', 'player']);

export function HeaderPlace({ area, params }: { readonly area: AreaName | null; readonly params: Params }) {
  const { t } = useI18n();
  const club = useSession().staff?.club ?? null;
  const inClub = area !== null && CLUB_AREAS.has(area);
  const team = useHeaderTeam(inClub ? area : null, params, club?.id ?? null);
  if (!inClub || (club === null && team === null))
    return area === null ? null : <span className="header__area">{t(areaTitleKey(area))}</span>;
  return (
    <nav className="header__place" aria-label={t('app.place')}>
      <ol>
        {club === null ? null : (
          <li>
            <Link href="/club" className="header__crumb" title={club.name} data-testid="header-club">
              {club.name}
            </Link>
          </li>
        )}
        {team === null ? null : (
          <li>
            <Link
              href={`/team/${encodeURIComponent(team.id)}/events`}
              className="header__crumb"
              title={team.name}
              data-testid="header-team"
            >
              {team.name}
            </Link>
          </li>
        )}
      </ol>
    </nav>
  );
}
