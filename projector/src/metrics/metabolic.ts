/**
 * Metabolic power (di Prampero et al. 2005, Osgnach et al. 2010): running while accelerating costs
 * what running uphill at the equivalent slope ES = a / g costs, with the body weighing the
 * equivalent mass EM = √(ES² + 1) times its own. The energy cost of running on that slope is
 * Minetti's polynomial (2002), times EM and the terrain factor KT:
 *
 *   EC = (155.4·ES⁵ − 30.4·ES⁴ − 43.3·ES³ + 46.3·ES² + 19.5·ES + 3.6) · EM · KT   (J/kg/m)
 *   P  = EC · v                                                                 (W/kg)
 *
 * ES is clamped to ±0.45, the slopes the polynomial was fitted on.
 */

export const GRAVITY = 9.81;
export const MAX_EQUIVALENT_SLOPE = 0.45;

/** EC / KT at equivalent slope `es`, J/kg/m, straight from the formula. */
export function energyCost(es: number): number {
  const s = Math.max(-MAX_EQUIVALENT_SLOPE, Math.min(MAX_EQUIVALENT_SLOPE, es));
  return (((((155.4 * s - 30.4) * s - 43.3) * s + 46.3) * s + 19.5) * s + 3.6) * Math.sqrt(s * s + 1);
}

/**
 * The same from a table of 4096 steps over [−0.45, 0.45] with linear interpolation, what the
 * engine uses per interval (a square root and a quintic per interval were 7 % of the fold): the
 * curve bends gently enough that the relative error stays below 1e-6 (tested).
 */
const STEPS = 4096;
const PER_STEP = STEPS / (2 * MAX_EQUIVALENT_SLOPE);
const TABLE = Float64Array.from({ length: STEPS + 2 }, (_, i) =>
  energyCost(i / PER_STEP - MAX_EQUIVALENT_SLOPE),
);

const STEPS_PER_ACCELERATION = PER_STEP / GRAVITY;
const MIDDLE = MAX_EQUIVALENT_SLOPE * PER_STEP;

/** EC / KT for acceleration `a` (m/s²), J/kg/m. */
export function tabulatedEnergyCost(a: number): number {
  let t = a * STEPS_PER_ACCELERATION + MIDDLE;
  t = t < 0 ? 0 : t > STEPS ? STEPS : t;
  const i = t | 0;
  const e0 = TABLE[i]!;
  return e0 + (TABLE[i + 1]! - e0) * (t - i);
}
