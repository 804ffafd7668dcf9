/**
 * A player's workload part of a page: the load trend once `playerWorkload` answers; when the API
 * cannot give it (e.g. before the workload is computed for the club), says so in place.
 */
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { usePlayerWorkload, type WorkloadRequest, type PlayerWorkload } from '../api/player-workload.ts';
import type { ReactNode } from 'react';

export function WorkloadPart({
  request,
  children,
}: {
  readonly request: WorkloadRequest;
  readonly children: (workload: PlayerWorkload) => ReactNode;
}) {
  const { t } = useI18n();
  const query = usePlayerWorkload(request);
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined)
    return (
      <p className="card card--empty" data-testid="workload-unavailable">
        {t('playerPages.load.unavailable')}
      </p>
    );
  return <>{children(query.data)}</>;
}
