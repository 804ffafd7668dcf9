/**
 * A team's what-if over a date range (`teamWhatIf`): the subscription streams the total, then
 * one event at a time; the hook keeps what came so far. `run` starts it (again, even with the
 * same settings); leaving the page stops it, and the server stops folding.
 */
import { useCallback, useEffect, useState } from 'react';
import { live, reportError } from '../../../services.ts';
import { TEAM_WHAT_IF, type MetricSettingsInput, type WhatIfResult } from './what-if.ts';

export interface TeamRun {
  readonly from: string;
  readonly to: string;
  readonly settings: MetricSettingsInput;
}

export interface TeamProgress {
  readonly done: number;
  /** Null until the server has counted the events. */
  readonly total: number | null;
  readonly events: readonly WhatIfResult[];
  readonly failed: boolean;
}

const IDLE: TeamProgress = { done: 0, total: null, events: [], failed: false };

export function useTeamWhatIf(teamId: string) {
  const [request, setRequest] = useState<{ run: TeamRun; id: number } | null>(null);
  const [progress, setProgress] = useState<TeamProgress>(IDLE);
  useEffect(() => {
    if (request === null) return undefined;
    return live.subscribe(
      TEAM_WHAT_IF,
      { teamId, ...request.run },
      {
        next: ({ teamWhatIf: step }) =>
          setProgress((before) => ({
            done: step.done,
            total: step.total,
            events:
              step.event === null || step.event === undefined
                ? before.events
                : [...before.events, step.event],
            failed: false,
          })),
        error: (error) => {
          reportError(error);
          setProgress((before) => ({ ...before, failed: true }));
        },
      },
    );
  }, [teamId, request]);
  const run = useCallback((next: TeamRun) => {
    setProgress(IDLE);
    setRequest((before) => ({ run: next, id: (before?.id ?? 0) + 1 }));
  }, []);
  const running =
    request !== null && !progress.failed && (progress.total === null || progress.done < progress.total);
  return { run, progress, running, request: request?.run ?? null };
}
