/**
 * The top of every player page: the page's title with the player's name (number and position),
 * and what the page shows of the profile once it is known. A player the club does not have says so.
 */
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { usePlayerProfile, type PlayerProfile } from '../api/player-profile.ts';

export type PlayerPage = 'overview' | 'selections' | 'analyses' | 'compare';

export function PlayerHeader({
  playerId,
  page,
  actions,
  children,
}: {
  readonly playerId: string;
  readonly page: PlayerPage;
  readonly actions?: ReactNode;
  readonly children?: (player: PlayerProfile) => ReactNode;
}) {
  const { t } = useI18n();
  const query = usePlayerProfile(playerId);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const player = query.data;
  if (player === null)
    return (
      <>
        <PageHeader title={t(`playerPages.${page}.title`)} />
        <p className="card card--empty">{t('playerPages.notFound')}</p>
      </>
    );
  const name = `${player.firstName} ${player.lastName}`;
  const details = [
    player.number === null || player.number === undefined ? null : `#${player.number}`,
    player.position ? t(`enums.position.${player.position}`) : null,
  ].filter((part) => part !== null);
  return (
    <>
      <PageHeader
        title={t(`playerPages.${page}.titleFor`, { player: name })}
        text={details.join(' · ')}
        actions={actions}
      />
      {children?.(player)}
    </>
  );
}
