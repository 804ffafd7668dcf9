/**
 * A player's workload over a date range (`playerWorkload`): one variable's daily load with its
 * acute and chronic figures and ratio, the weeks, and every day's loads.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { LoadVariable, PlayerWorkloadQuery, WorkloadModel } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { playerKeys } from './keys.ts';

const PLAYER_WORKLOAD = graphql(/* GraphQL */ `
  query PlayerWorkload(
    $playerId: ID!
    $from: Date!
    $to: Date!
    $variable: LoadVariable
    $model: WorkloadModel
  ) {
    playerWorkload(playerId: $playerId, from: $from, to: $to, variable: $variable, model: $model) {
      playerId
      variable
      model
      points {
        date
        load
        acute
        chronic
        ratio
        ratioStatus
        acuteMissingDays
        chronicMissingDays
        planned
      }
      weeks {
        start
        load
        monotony
        strain
        change
        missingDays
        planned
      }
      days {
        date
        events
        missingDevice
        missingRpe
      }
    }
  }
`);

export type PlayerWorkload = PlayerWorkloadQuery['playerWorkload'];
export type { LoadVariable, WorkloadModel };

export interface WorkloadRequest {
  readonly playerId: string;
  /** First and last day, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  readonly variable: LoadVariable;
  readonly model: WorkloadModel;
}

export const playerWorkloadQueryOptions = ({ playerId, from, to, variable, model }: WorkloadRequest) =>
  queryOptions({
    queryKey: playerKeys.workload(playerId, from, to, variable, model),
    queryFn: async ({ signal }) =>
      (await api.request(PLAYER_WORKLOAD, { playerId, from, to, variable, model }, { signal }))
        .playerWorkload,
  });

export function usePlayerWorkload(request: WorkloadRequest) {
  return useQuery({ ...playerWorkloadQueryOptions(request), placeholderData: keepPreviousData });
}
