/**
 * The "Edit subscription" form and its mapping to `ClubSubscriptionInput`. A limit equal to the
 * chosen plan's default is not sent, so the club follows the plan; only real overrides are stored.
 * The end is a calendar date: the subscription runs to the end of that day (browser's time zone).
 */
import { isPlanId, LIMIT_MAX, type PlanId } from '@stride/contracts/plans';
import { type FormRules, integerBetween, localDate, numberOrNull, required } from '../../forms/validation.ts';
import type { AdminClub } from './api/clubs.ts';
import type { Limits } from '../../api/subscription.ts';
import type { SubscriptionPlan } from './api/subscription-plans.ts';

export const LIMIT_NAMES = [
  'members',
  'teams',
  'players',
  'ranges',
  'devices',
] as const satisfies readonly (keyof Limits)[];

export type SubscriptionFormValues = {
  readonly plan: string;
  readonly active: boolean;
  /** `YYYY-MM-DD`, or empty for never. */
  readonly expiresOn: string;
  readonly members: string;
  readonly teams: string;
  readonly players: string;
  readonly ranges: string;
  readonly devices: string;
  readonly tagManagement: boolean;
};

/** What `updateClubSubscription` takes (the SDL's `ClubSubscriptionInput`). */
export interface SubscriptionInput {
  readonly plan: PlanId;
  readonly active: boolean;
  readonly expiresAt: string | null;
  readonly limits?: Partial<Limits>;
  readonly tagManagement?: boolean;
}

const limitTexts = (limits: Limits) =>
  Object.fromEntries(LIMIT_NAMES.map((name) => [name, String(limits[name])])) as Record<keyof Limits, string>;

/** The form showing a club's current subscription. */
export function subscriptionFormFrom(subscription: AdminClub['subscription']): SubscriptionFormValues {
  return {
    plan: subscription.plan,
    active: subscription.active,
    expiresOn: subscription.expiresAt === null ? '' : localDate(new Date(subscription.expiresAt)),
    ...limitTexts(subscription.limits),
    tagManagement: subscription.options.tagManagement,
  };
}

/**
 * The fields a plan sets when it is chosen: its limits and options, and for a plan of fixed length
 * (the trial) the end that many days from `now`.
 */
export function planDefaults(plan: SubscriptionPlan, now: Date): Partial<SubscriptionFormValues> {
  const end = plan.days === null ? '' : localDate(new Date(now.getTime() + plan.days * 86_400_000));
  return { plan: plan.id, ...limitTexts(plan.limits), tagManagement: plan.tagManagement, expiresOn: end };
}

export const subscriptionRules: FormRules<SubscriptionFormValues> = {
  plan: [required],
  ...Object.fromEntries(LIMIT_NAMES.map((name) => [name, [required, integerBetween(0, LIMIT_MAX)]])),
};

/** The end of a calendar day in the browser's time zone, as an instant. */
export function endOfDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();
}

/** The input for valid form values, given the chosen plan's defaults. */
export function subscriptionInputFrom(
  values: SubscriptionFormValues,
  plan: SubscriptionPlan,
): SubscriptionInput {
  if (!isPlanId(values.plan)) throw new Error(`unknown plan ${values.plan}`);
  const overrides: Partial<Record<keyof Limits, number>> = {};
  for (const name of LIMIT_NAMES) {
    const value = numberOrNull(values[name]);
    if (value !== null && value !== plan.limits[name]) overrides[name] = value;
  }
  return {
    plan: values.plan,
    active: values.active,
    expiresAt: values.expiresOn === '' ? null : endOfDay(values.expiresOn),
    ...(Object.keys(overrides).length === 0 ? {} : { limits: overrides }),
    ...(values.tagManagement === plan.tagManagement ? {} : { tagManagement: values.tagManagement }),
  };
}
