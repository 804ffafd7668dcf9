/**
 * The team's settings (`team.settings`): its name and logo, and its data ranges (speed in km/h,
 * acceleration in m/s²) with the plan's limit. New events copy the team's ranges; an event's own
 * copy is changed in the event's settings.
 */
import { can } from '@stride/contracts/permissions';
import { Loaded } from '../../../components/Loaded.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useTeam } from '../api/team.ts';
import { useTeamClubId } from '../hooks/use-team-club-id.ts';
import { TeamForm } from './TeamForm.tsx';
import { TeamRanges } from './TeamRanges.tsx';

export default function TeamSettingsScreen({ params }: ScreenProps) {
  const teamId = params['teamId'] ?? '';
  const { t } = useI18n();
  const principal = usePrincipal();
  const clubId = useTeamClubId();
  const team = useTeam(teamId);
  const editable = clubId !== null && can(principal, 'team.update', { clubId, teamId });
  return (
    <div className="stack">
      <PageHeader title={t('team.settings.title')} text={team.data?.name} />
      <Loaded query={team}>
        {(details) => (
          <>
            <TeamForm key={`${details.name}|${details.logoUrl ?? ''}`} team={details} editable={editable} />
            <TeamRanges team={details} editable={editable} />
          </>
        )}
      </Loaded>
    </div>
  );
}
