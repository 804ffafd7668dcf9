/**
 * Club subscriptions: plans and their limits (spec §3 "Club subscription", §9 "Club limits").
 * The spec does not give the values; these are ours, documented in the README. An admin may
 * override any limit of one club with `updateClubSubscription`.
 */

export interface PlanLimits {
  /** Staff members, the manager included. */
  readonly members: number;
  readonly teams: number;
  /** Players not archived, over every team. */
  readonly players: number;
  /** Speed and acceleration data ranges per team or event (checked by events, #6). */
  readonly ranges: number;
  /** Devices the club may own. */
  readonly devices: number;
}

export interface ClubSubscription {
  readonly plan: PlanId;
  /** Switched off by an admin; an active subscription past `expiresAt` is expired too. */
  readonly active: boolean;
  /** ISO-8601 instant; null: never expires. */
  readonly expiresAt: string | null;
  readonly limits: PlanLimits;
  readonly options: { readonly tagManagement: boolean };
}

export const planIds = ['TRIAL', 'STARTER', 'PRO', 'ELITE'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  readonly id: PlanId;
  readonly limits: PlanLimits;
  readonly tagManagement: boolean;
  /** Length of a new subscription in days; null: open-ended until an admin changes it. */
  readonly days: number | null;
}

export const plans: Readonly<Record<PlanId, Plan>> = {
  TRIAL: {
    id: 'TRIAL',
    limits: { members: 5, teams: 1, players: 30, ranges: 3, devices: 30 },
    tagManagement: false,
    days: 30,
  },
  STARTER: {
    id: 'STARTER',
    limits: { members: 10, teams: 3, players: 90, ranges: 6, devices: 60 },
    tagManagement: false,
    days: null,
  },
  PRO: {
    id: 'PRO',
    limits: { members: 30, teams: 8, players: 240, ranges: 12, devices: 160 },
    tagManagement: true,
    days: null,
  },
  ELITE: {
    id: 'ELITE',
    limits: { members: 100, teams: 30, players: 900, ranges: 24, devices: 600 },
    tagManagement: true,
    days: null,
  },
};

export const LIMIT_MAX = 100_000;

/** The subscription a new club starts with: a 30-day trial from `now`. */
export function trialSubscription(now: Date): ClubSubscription {
  const trial = plans.TRIAL;
  return {
    plan: trial.id,
    active: true,
    expiresAt: new Date(now.getTime() + (trial.days ?? 0) * 86_400_000).toISOString(),
    limits: trial.limits,
    options: { tagManagement: trial.tagManagement },
  };
}

/** Active means switched on and not past its end: time passes without an event, so ask with `now`. */
export function subscriptionIsActive(subscription: ClubSubscription, now: Date): boolean {
  return (
    subscription.active &&
    (subscription.expiresAt === null || Date.parse(subscription.expiresAt) > now.getTime())
  );
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}
