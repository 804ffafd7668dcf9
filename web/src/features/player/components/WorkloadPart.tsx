/** A player's workload part of a page: the loading bar, the failure with a retry, or `children`. */
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePlayerWorkload, type PlayerWorkload, type WorkloadRequest } from '../api/player-workload.ts';

export function WorkloadPart({
  request,
  children,
}: {
  readonly request: WorkloadRequest;
  readonly children: (workload: PlayerWorkload) => ReactNode;
}) {
  const query = usePlayerWorkload(request);
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined) return <LoadError onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
