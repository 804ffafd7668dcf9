import { describe, expect, it } from 'vitest';
import { plans } from '@stride/contracts/plans';
import { validateForm } from '../../forms/validation.ts';
import type { AdminClub } from './api/clubs.ts';
import type { SubscriptionPlan } from './api/subscription-plans.ts';
import {
  endOfDay,
  planDefaults,
  subscriptionFormFrom,
  subscriptionInputFrom,
  subscriptionRules,
} from './subscription-form.ts';

const starter: SubscriptionPlan = plans.STARTER;
const pro: SubscriptionPlan = plans.PRO;
const trial: SubscriptionPlan = plans.TRIAL;

const current: AdminClub['subscription'] = {
  active: true,
  plan: 'STARTER',
  expiresAt: endOfDay('2026-09-30'),
  limits: { ...plans.STARTER.limits, members: 12 },
  options: { tagManagement: false },
  devices: 4,
};

describe('subscriptionFormFrom', () => {
  it('shows the club as it is: effective limits, end as a calendar date', () => {
    expect(subscriptionFormFrom(current)).toEqual({
      plan: 'STARTER',
      active: true,
      expiresOn: '2026-09-30',
      members: '12',
      teams: String(plans.STARTER.limits.teams),
      players: String(plans.STARTER.limits.players),
      ranges: String(plans.STARTER.limits.ranges),
      devices: String(plans.STARTER.limits.devices),
      tagManagement: false,
    });
    expect(subscriptionFormFrom({ ...current, expiresAt: null }).expiresOn).toBe('');
  });
});

describe('subscriptionInputFrom', () => {
  it('sends only the limits that differ from the plan default', () => {
    expect(subscriptionInputFrom(subscriptionFormFrom(current), starter)).toEqual({
      plan: 'STARTER',
      active: true,
      expiresAt: endOfDay('2026-09-30'),
      limits: { members: 12 },
    });
  });

  it('sends no limits and no option when everything follows the plan', () => {
    const values = { ...subscriptionFormFrom(current), ...planDefaults(pro, new Date(2026, 5, 1)) };
    expect(subscriptionInputFrom(values, pro)).toEqual({ plan: 'PRO', active: true, expiresAt: null });
  });

  it('sends tag management when it differs from the plan', () => {
    const values = { ...subscriptionFormFrom(current), tagManagement: true };
    expect(subscriptionInputFrom(values, starter).tagManagement).toBe(true);
  });

  it('switches a subscription off and makes it open-ended', () => {
    const values = { ...subscriptionFormFrom(current), active: false, expiresOn: '' };
    expect(subscriptionInputFrom(values, starter)).toMatchObject({ active: false, expiresAt: null });
  });
});

describe('planDefaults', () => {
  it('takes the plan limits and options; a trial ends after its days', () => {
    expect(planDefaults(trial, new Date(2026, 5, 1, 10))).toEqual({
      plan: 'TRIAL',
      members: String(trial.limits.members),
      teams: String(trial.limits.teams),
      players: String(trial.limits.players),
      ranges: String(trial.limits.ranges),
      devices: String(trial.limits.devices),
      tagManagement: trial.tagManagement,
      expiresOn: '2026-07-01',
    });
    expect(planDefaults(pro, new Date(2026, 5, 1)).expiresOn).toBe('');
  });
});

describe('endOfDay', () => {
  it('is the last millisecond of the local day', () => {
    const end = new Date(endOfDay('2026-02-28'));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2026, 1, 28, 23, 59,
    ]);
  });
});

describe('subscriptionRules', () => {
  it('wants whole, non-negative limits', () => {
    const values = { ...subscriptionFormFrom(current), members: '-1', teams: '2.5', players: '' };
    expect(Object.keys(validateForm(values, subscriptionRules)).sort()).toEqual([
      'members',
      'players',
      'teams',
    ]);
  });
});
