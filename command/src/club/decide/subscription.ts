/**
 * Decide, the club's subscription: its plan, its limits (the plan's unless overridden)
 * and its end.
 */
import type { ClubSubscriptionUpdated } from '@stride/contracts/events/club';
import { isPlanId, LIMIT_MAX, plans, type ClubSubscription, type PlanLimits } from '@stride/contracts/plans';
import { badInput, integerIn } from '../validation.ts';
import type { SubscriptionInput, UpdateSubscription } from '../commands.ts';
import { active } from '../rules.ts';
import type { ClubState } from '../state.ts';

export function updateSubscription(command: UpdateSubscription, state: ClubState): [ClubSubscriptionUpdated] {
  const club = active(state);
  return [
    {
      type: 'ClubSubscriptionUpdated',
      data: { clubId: club.clubId, subscription: subscription(command.data.subscription) },
    },
  ];
}

/* ---------- validation ---------- */

const LIMIT_KEYS = [
  'members',
  'teams',
  'players',
  'ranges',
  'devices',
] as const satisfies readonly (keyof PlanLimits)[];

function subscription(input: SubscriptionInput): ClubSubscription {
  if (!isPlanId(input.plan)) throw badInput('plan', 'enum');
  const plan = plans[input.plan];
  if (typeof input.active !== 'boolean') throw badInput('active', 'type');
  if (
    input.expiresAt !== null &&
    !(input.expiresAt instanceof Date && !Number.isNaN(input.expiresAt.getTime()))
  )
    throw badInput('expiresAt', 'date');
  const overrides = input.limits ?? {};
  const limits = Object.fromEntries(
    LIMIT_KEYS.map((key) => {
      const value = overrides[key] ?? plan.limits[key];
      return [key, integerIn(value, `limits.${key}`, 0, LIMIT_MAX)];
    }),
  ) as unknown as PlanLimits;
  return {
    plan: plan.id,
    active: input.active,
    expiresAt: input.expiresAt?.toISOString() ?? null,
    limits,
    options: { tagManagement: input.tagManagement ?? plan.tagManagement },
  };
}
