/** The admin area's data as the API returns it (query/src/schema.graphql). */
import type { PlanId } from '@stride/contracts/plans';

export interface AdminUser {
  readonly id: string;
  readonly email: string;
  readonly verified: boolean;
  readonly admin: boolean;
  readonly createdAt: string;
  readonly staff: {
    readonly id: string;
    readonly isManager: boolean;
    readonly club: { readonly id: string; readonly name: string } | null;
  } | null;
}

export interface Limits {
  readonly members: number;
  readonly teams: number;
  readonly players: number;
  readonly ranges: number;
  readonly devices: number;
}

export interface AdminClub {
  readonly id: string;
  readonly name: string;
  readonly sport: string;
  readonly teamsCount: number;
  readonly playersCount: number;
  readonly staffCount: number;
  readonly createdAt: string;
  readonly subscription: {
    readonly active: boolean;
    readonly plan: PlanId;
    readonly expiresAt: string | null;
    readonly limits: Limits;
    readonly options: { readonly tagManagement: boolean };
    readonly devices: number;
  };
}

export interface SubscriptionPlan {
  readonly id: PlanId;
  readonly limits: Limits;
  readonly tagManagement: boolean;
  readonly days: number | null;
}

export const LIMIT_FIELDS = 'limits { members teams players ranges devices }';

export const adminKeys = {
  users: () => ['admin', 'users'] as const,
  clubs: () => ['admin', 'clubs'] as const,
  clubList: (active: boolean | null) => ['admin', 'clubs', { active }] as const,
};
