/**
 * What the comparison shows of a what-if: the figures' names and units, each player's figure
 * for one metric, and totals over the players (a team's figures over an event, or a range).
 * Metric keys are the API's (`WhatIfFigure.metric`).
 */
import type { MessageKey, MessageParams } from '../../i18n/i18n.ts';
import type { WhatIfResult } from './api/what-if.ts';

export interface Label {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/** How a metric reads: its name, and the factor and decimals its values are shown with. */
export interface MetricView {
  readonly label: Label;
  /** Multiplies the API's value (m/s → km/h). */
  readonly scale: number;
  readonly digits: number;
  readonly unit: 'm' | 's' | 'kmh' | 'count' | 'au';
}

export function metricView(metric: string, rangeNames: ReadonlyMap<string, string> = new Map()): MetricView {
  const parts = metric.split('.');
  const [head, second] = parts;
  if (head === 'zones')
    return {
      label: { key: 'whatIf.metrics.zoneDistance', params: { zone: (second ?? '').slice(1) } },
      scale: 1,
      digits: 0,
      unit: 'm',
    };
  if (head === 'accelerations' || head === 'decelerations')
    return {
      label: { key: `whatIf.metrics.${head}`, params: { band: (second ?? '').slice(1) } },
      scale: 1,
      digits: 0,
      unit: 'count',
    };
  if (head === 'heartRate' && second === 'zones')
    return {
      label: { key: 'whatIf.metrics.heartRateZone', params: { zone: parts[2] ?? '' } },
      scale: 1,
      digits: 0,
      unit: 's',
    };
  if (head === 'range')
    return {
      label: { key: 'whatIf.metrics.range', params: { name: rangeNames.get(second ?? '') ?? second ?? '' } },
      scale: 1,
      digits: 0,
      unit: 'm',
    };
  switch (metric) {
    case 'distance':
      return { label: { key: 'whatIf.metrics.distance' }, scale: 1, digits: 0, unit: 'm' };
    case 'time':
      return { label: { key: 'whatIf.metrics.time' }, scale: 1, digits: 0, unit: 's' };
    case 'maxSpeed':
      return { label: { key: 'whatIf.metrics.maxSpeed' }, scale: 3.6, digits: 1, unit: 'kmh' };
    case 'hid':
      return { label: { key: 'whatIf.metrics.hid' }, scale: 1, digits: 0, unit: 'm' };
    case 'hir.count':
      return { label: { key: 'whatIf.metrics.hirCount' }, scale: 1, digits: 0, unit: 'count' };
    case 'sprint.count':
      return { label: { key: 'whatIf.metrics.sprintCount' }, scale: 1, digits: 0, unit: 'count' };
    case 'sprint.distance':
      return { label: { key: 'whatIf.metrics.sprintDistance' }, scale: 1, digits: 0, unit: 'm' };
    case 'heartRate.edwardsTrimp':
      return { label: { key: 'whatIf.metrics.edwardsTrimp' }, scale: 1, digits: 1, unit: 'au' };
    default:
      return { label: { key: 'whatIf.metrics.other', params: { metric } }, scale: 1, digits: 1, unit: 'au' };
  }
}

/** The metrics of a what-if, in the API's order (the first player's figures name them all). */
export function metricsOf(events: readonly WhatIfResult[]): string[] {
  const seen = new Set<string>();
  for (const event of events)
    for (const player of event.players) for (const figure of player.figures) seen.add(figure.metric);
  return [...seen];
}

export interface PlayerFigure {
  readonly selectionId: string;
  readonly playerName: string;
  readonly current: number | null;
  readonly whatIf: number | null;
  readonly difference: number | null;
}

/** Each player's figure for `metric`. */
export function playerFigures(event: WhatIfResult, metric: string): PlayerFigure[] {
  return event.players.map((player) => {
    const figure = player.figures.find((f) => f.metric === metric);
    return {
      selectionId: player.selectionId,
      playerName: player.playerName,
      current: figure?.current ?? null,
      whatIf: figure?.whatIf ?? null,
      difference: figure?.difference ?? null,
    };
  });
}

export interface Total {
  readonly current: number | null;
  readonly whatIf: number | null;
  readonly difference: number | null;
}

/**
 * The sum over the players (over every event given) of a metric; a maximum for the highest speed.
 * Null when no player has the figure.
 */
export function totalOf(events: readonly WhatIfResult[], metric: string): Total {
  const max = metric === 'maxSpeed';
  const fold = (values: (number | null)[]) => {
    const present = values.filter((v): v is number => v !== null);
    if (present.length === 0) return null;
    return max ? Math.max(...present) : present.reduce((sum, v) => sum + v, 0);
  };
  const figures = events.flatMap((event) => playerFigures(event, metric));
  const current = fold(figures.map((f) => f.current));
  const whatIf = fold(figures.map((f) => f.whatIf));
  return { current, whatIf, difference: current === null || whatIf === null ? null : whatIf - current };
}
