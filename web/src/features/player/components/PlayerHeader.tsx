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

export type PlayerPage = 'overview' | 'selections' | 'analyses' | 'compare' | 'report';

/** The page's title, and its title with the player's name. */
const titleKeys = (page: PlayerPage) =>
  page === 'report'
    ? ({ title: 'reports.playerTitle', titleFor: 'reports.playerTitleFor' } as const)
    : ({ title: `playerPages.${page}.title`, titleFor: `playerPages.${page}.titleFor` } as const);

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
  const keys = titleKeys(page);
  if (player === null)
    return (
      <>
        <PageHeader title={t(keys.title)} />
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
      <PageHeader title={t(keys.titleFor, { player: name })} text={details.join(' · ')} actions={actions} />
      {children?.(player)}
    </>
  );
}
