/**
 * The figures a what-if compares, per player: a flat list of (metric, value) from a record's
 * global figures, in a fixed order. Metric keys are stable (the web app names them): `distance`,
 * `hid`, `sprint.count`, `zones.z3.distance`, `accelerations.a2.count`, `heartRate.zones.1`,
 * `range.<id>.distance`…
 */
import { SPEED_ZONE_IDS, type Metrics } from '@stride/contracts/metrics';

export interface Figure {
  readonly metric: string;
  readonly value: number | null;
}

export function figuresOf(m: Metrics): Figure[] {
  const figures: Figure[] = [
    { metric: 'distance', value: m.distance },
    { metric: 'time', value: m.time },
    { metric: 'maxSpeed', value: m.maxSpeed },
    { metric: 'hid', value: m.hid },
    { metric: 'hir.count', value: m.hir?.count ?? null },
    { metric: 'sprint.count', value: m.sprint?.count ?? null },
    { metric: 'sprint.distance', value: m.sprint?.distance ?? null },
  ];
  for (const zone of SPEED_ZONE_IDS)
    figures.push({ metric: `zones.${zone}.distance`, value: m.zones?.[zone].distance ?? null });
  for (const band of ['a1', 'a2', 'a3'] as const)
    figures.push({ metric: `accelerations.${band}.count`, value: m.accelerations?.[band].count ?? null });
  for (const band of ['d1', 'd2', 'd3'] as const)
    figures.push({ metric: `decelerations.${band}.count`, value: m.decelerations?.[band].count ?? null });
  for (let zone = 0; zone < 5; zone++)
    figures.push({ metric: `heartRate.zones.${zone + 1}`, value: m.heartRate?.zones?.[zone] ?? null });
  figures.push({ metric: 'heartRate.edwardsTrimp', value: m.heartRate?.edwardsTrimp ?? null });
  for (const range of m.ranges)
    figures.push({ metric: `range.${range.rangeId}.distance`, value: range.distance });
  return figures;
}

/** Current and what-if figures side by side, with what-if − current (null when either is missing). */
export function compareFigures(
  current: Metrics | null,
  whatIf: Metrics,
): { metric: string; current: number | null; whatIf: number | null; difference: number | null }[] {
  const before = new Map((current === null ? [] : figuresOf(current)).map((f) => [f.metric, f.value]));
  return figuresOf(whatIf).map(({ metric, value }) => {
    const was = before.get(metric) ?? null;
    return {
      metric,
      current: was,
      whatIf: value,
      difference: was === null || value === null ? null : value - was,
    };
  });
}
