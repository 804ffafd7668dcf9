/**
 * The team's settings (`team.settings`): its name and logo, its data ranges (speed in km/h,
 * acceleration in m/s²) with the plan's limit, and its tracking profiles (how each kind of
 * device's positions are cleaned), its live alerts (what the live screen measures players
 * against), its seasons (issue 19), and for its managers the receiver tokens live devices send
 * with. Below, the club's drills (the list period tags are picked from), for whoever may manage
 * them: coaches too, who do not open the club settings.
 * New events copy the team's ranges; an event's own copy is
 * changed in the event's settings.
 */
import { Loaded } from '../../../components/Loaded.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { useSession } from '../../../state/session.ts';
import { useClub } from '../../club/api/club.ts';
import { DrillsCard } from '../../club/components/DrillsCard.tsx';
import { useTeam } from '../api/team.ts';
import { useTeamPermission } from '../hooks/use-team-permission.ts';
import { EntityHistory } from '../../history/components/EntityHistory.tsx';
import { TeamForm } from './TeamForm.tsx';
import { TeamLiveAlerts } from './TeamLiveAlerts.tsx';
import { TeamRanges } from './TeamRanges.tsx';
import { TeamReceivers } from './TeamReceivers.tsx';
import { TeamSeasons } from './TeamSeasons.tsx';
import { TeamTracking } from './TeamTracking.tsx';

export default function TeamSettingsScreen({ params }: ScreenProps) {
  const teamId = params['teamId'] ?? '';
  const { t } = useI18n();
  const team = useTeam(teamId);
  const editable = useTeamPermission(teamId, 'team.update');
  const tracking = useTeamPermission(teamId, 'team.tracking');
  const alerts = useTeamPermission(teamId, 'team.alerts');
  const receivers = useTeamPermission(teamId, 'team.receivers');
  const drills = useTeamPermission(teamId, 'club.drills');
  const history = useTeamPermission(teamId, 'history.team');
  const club = useClub(useSession().staff?.club?.id ?? '');
  return (
    <div className="stack">
      <PageHeader title={t('team.settings.title')} text={team.data?.name} />
      <Loaded query={team}>
        {(details) => (
          <>
            <TeamForm key={`${details.name}|${details.logoUrl ?? ''}`} team={details} editable={editable} />
            <TeamSeasons teamId={details.id} editable={editable} />
            <TeamRanges team={details} editable={editable} />
            <TeamTracking teamId={details.id} editable={tracking} />
            <TeamLiveAlerts teamId={details.id} editable={alerts} />
            {receivers ? <TeamReceivers teamId={details.id} /> : null}
            {drills && club.data ? <DrillsCard club={club.data} /> : null}
            <EntityHistory entityType="TEAM" entityId={details.id} allowed={history} />
          </>
        )}
      </Loaded>
    </div>
  );
}
