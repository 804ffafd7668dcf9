/**
 * Decide, the event's metric settings (issue 20): thresholds and cleaning its records are
 * computed with, applied from a what-if by the team's manager. Whole: the new settings replace
 * the last; the same settings again append nothing. A locked event's records are final.
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { metricSettingsProblem, NO_METRIC_SETTINGS } from '@stride/contracts/metric-settings';
import type { SetEventMetricSettings } from '../commands.ts';
import { known } from '../rules.ts';
import type { EventState } from '../state.ts';

export function setEventMetricSettings(
  command: SetEventMetricSettings,
  state: EventState,
): EventStreamEvent[] {
  const event = known(state);
  const { settings } = command.data;
  const problem = metricSettingsProblem(settings);
  if (problem !== null) throw new DomainError(problem.code, problem.details);
  const current = event.metricSettings ?? NO_METRIC_SETTINGS;
  if (JSON.stringify(current) === JSON.stringify(settings)) return [];
  return [{ type: 'EventMetricSettingsSet', data: { eventId: event.eventId, settings } }];
}
