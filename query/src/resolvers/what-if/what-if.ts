/**
 * What-if (issue 20, docs/what-if.md): `eventWhatIf` and `teamWhatIf` fold events' stored samples
 * again with other metric settings in the API's what-if worker threads (the records projection's
 * own fold, without writes); `applyEventMetricSettings` and `applyTeamMetricSettings` record the settings as
 * `EventMetricSettingsSet`, after which the records projection computes the records again.
 * Running a what-if is the team's staff's (`records.whatif`); applying, its managers'
 * (`records.settings`).
 */
import { DomainError, isDomainError } from '@stride/contracts/errors';
import { NO_METRIC_SETTINGS, type MetricSettings } from '@stride/contracts/metric-settings';
import { PROJECTIONS } from '@stride/contracts/read-models';
import {
  eventNow,
  playerNames,
  teamEventsWithRecords,
  whatIfEvent,
  whatIfTeam,
  type WhatIfEvent as FoldedEvent,
} from '@stride/projector/what-if';
import { compareFigures } from '@stride/projector/what-if/figures';
import type { Position } from '@stride/streams/port';
import { currentContext } from '../../auth/live-viewer.ts';
import { commandContextFor, type ApiContext } from '../../context.ts';
import type {
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
  WhatIfEvent,
  WhatIfProgress,
} from '../../generated/resolvers.ts';
import { typedSql } from '../../read-model/connection.ts';
import { findEvent } from '../../read-model/events.ts';
import { timedCommand } from '../command-then-read.ts';
import { eventTarget } from '../events/target.ts';
import { teamTarget } from '../teams/target.ts';
import { settingsOf } from './settings.ts';

/** What the API shows of a folded event: per player, each figure as recorded and with the settings. */
async function shown(
  context: ApiContext,
  folded: FoldedEvent,
  name: string,
  startDate: Date | null,
): Promise<WhatIfEvent> {
  const names = await playerNames(
    typedSql(context.deps.db),
    folded.selections.map((s) => s.playerId),
  );
  return {
    eventId: folded.eventId,
    name,
    startDate,
    players: folded.selections.map((s) => ({
      selectionId: s.selectionId,
      playerId: s.playerId,
      playerName: names.get(s.playerId) ?? '',
      figures: compareFigures(s.current, s.whatIf.global),
    })),
  };
}

/** Wait (bounded) for the records projection to pass `position`; the answer does not depend on it. */
async function recordsCaughtUp(context: ApiContext, position: Position | null): Promise<void> {
  if (position === null) return;
  await context.deps.progress.waitFor(PROJECTIONS.records, position, context.deps.readYourWritesTimeoutMs);
}

export const whatIfQueries = {
  eventMetricSettings: async (_p, args, context) => {
    const target = await eventTarget(context, args.eventId, 'records.whatif');
    // The what-if page asks this first: its worker starts while the analyst chooses settings.
    context.deps.whatIfWarm?.();
    const event = await eventNow(context.deps.store, target.eventId);
    return event?.metricSettings ?? NO_METRIC_SETTINGS;
  },

  eventWhatIf: async (_p, args, context) => {
    const target = await eventTarget(context, args.eventId, 'records.whatif');
    const settings = settingsOf(args.settings);
    const { db, store, whatIfFold } = context.deps;
    const folded = await whatIfEvent(typedSql(db), store, target.eventId, settings, {
      ...(whatIfFold === undefined ? {} : { fold: whatIfFold }),
    });
    const event = await findEvent(context.deps.db, target.eventId);
    if (folded === null || event === null) throw new DomainError('EVENT_NOT_FOUND');
    return shown(context, folded, event.name, event.startDate);
  },
} satisfies QueryResolvers;

export const whatIfMutations = {
  applyEventMetricSettings: async (_p, args, context, info) => {
    const target = await eventTarget(context, args.eventId, 'records.settings');
    const settings = settingsOf(args.settings);
    const result = await timedCommand(context, 'applyEventMetricSettings', () =>
      context.deps.commands.setEventMetricSettings(
        target.eventId,
        settings,
        commandContextFor(context, info),
      ),
    );
    await recordsCaughtUp(context, result.position);
    return settings;
  },

  applyTeamMetricSettings: async (_p, args, context, info) => {
    const team = await teamTarget(context, args.teamId, 'records.settings');
    const settings = settingsOf(args.settings);
    let changed = 0;
    let last: Position | null = null;
    for (const { eventId } of await teamEventsWithRecords(
      typedSql(context.deps.db),
      team.id,
      args.from,
      args.to,
    )) {
      try {
        const result = await timedCommand(context, 'applyTeamMetricSettings', () =>
          context.deps.commands.setEventMetricSettings(eventId, settings, commandContextFor(context, info)),
        );
        if (result.position !== null) {
          changed++;
          last = result.position;
        }
      } catch (error) {
        // A locked event's records are final: it keeps its settings; the others go on.
        if (!(isDomainError(error) && error.code === 'EVENT_LOCKED')) throw error;
      }
    }
    await recordsCaughtUp(context, last);
    return changed;
  },
} satisfies MutationResolvers;

export const whatIfSubscriptions = {
  teamWhatIf: {
    async subscribe(_p, args, context) {
      const team = await teamTarget(context, args.teamId, 'records.whatif');
      const settings: MetricSettings = settingsOf(args.settings);
      const { db, store, shutdown, whatIfFold } = context.deps;
      async function* steps(): AsyncGenerator<WhatIfProgress> {
        for await (const step of whatIfTeam(
          typedSql(db),
          store,
          team.id,
          args.from,
          args.to,
          settings,
          shutdown,
          whatIfFold === undefined ? {} : { fold: whatIfFold },
        )) {
          // The caller may have lost the team since the last event: asked again before each.
          await teamTarget(await currentContext(context), team.id, 'records.whatif');
          yield {
            done: step.done,
            total: step.total,
            event:
              step.event === null
                ? null
                : await shown(context, step.event, step.event.name, step.event.startDate),
          };
        }
      }
      return steps();
    },
    resolve: (step: WhatIfProgress) => step,
  },
} satisfies SubscriptionResolvers;
