/**
 * A player's overview (`player.overview`, the player's default page): the profile, availability,
 * the last events with their main figures, and the load trend of the last six weeks (distance,
 * rolling acute and chronic).
 */
import { useEffect, useMemo } from 'react';
import { preloadCharts } from '../../../charts/preload.ts';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { EntityHistory } from '../../history/components/EntityHistory.tsx';
import { useTeamPermission } from '../../team/hooks/use-team-permission.ts';
import '../player.css';
import { usePlayerProfile } from '../api/player-profile.ts';
import { usePlayerSelections } from '../api/player-selections.ts';
import { lastDays } from '../load-days.ts';
import { AvailabilityCard } from './AvailabilityCard.tsx';
import { LastEvents } from './LastEvents.tsx';
import { LoadTrend } from './LoadTrend.tsx';
import { PlayerHeader } from './PlayerHeader.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { WorkloadPart } from './WorkloadPart.tsx';

/** Events on the overview. */
const LAST_EVENTS = 5;
/** Days of the overview's load trend. */
const TREND_DAYS = 42;

export default function PlayerOverviewScreen({ params }: ScreenProps) {
  const playerId = params['playerId'] ?? '';
  const { t } = useI18n();
  const selections = usePlayerSelections(playerId, LAST_EVENTS);
  const range = useMemo(() => lastDays(new Date(), TREND_DAYS), []);
  useEffect(preloadCharts, []);
  return (
    <div className="stack">
      <PlayerHeader playerId={playerId} page="overview">
        {(player) => (
          <div className="player-overview">
            <ProfileCard player={player} />
            <AvailabilityCard player={player} />
          </div>
        )}
      </PlayerHeader>
      {selections.isPending ? (
        <Loading />
      ) : selections.isError ? (
        <LoadError onRetry={() => void selections.refetch()} />
      ) : (
        <LastEvents playerId={playerId} rows={selections.data} />
      )}
      <section className="card" aria-labelledby="player-load-trend">
        <h2 id="player-load-trend" className="section-title">
          {t('playerPages.overview.loadTrend')}
        </h2>
        <WorkloadPart request={{ playerId, ...range, variable: 'DISTANCE', model: 'ROLLING' }}>
          {(workload) => <LoadTrend workload={workload} />}
        </WorkloadPart>
      </section>
      <PlayerHistory playerId={playerId} />
    </div>
  );
}

/** The player's history (issue 20), for the club's managers and the coaches of the player's team. */
function PlayerHistory({ playerId }: { playerId: string }) {
  const teamId = usePlayerProfile(playerId).data?.teamId ?? '';
  const allowed = useTeamPermission(teamId, 'history.team');
  return <EntityHistory entityType="PLAYER" entityId={playerId} allowed={allowed && teamId !== ''} />;
}
