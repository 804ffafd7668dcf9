import { describe, expect, it } from 'vitest';
import { plans, type ClubSubscription } from '@stride/contracts/plans';
import { CLUB_AREAS, subscriptionExpired, type GateSession } from './subscription-gate.ts';
import { areas } from './routes.ts';

const now = new Date('2026-06-01T12:00:00Z');

function subscription(active: boolean, expiresAt: string | null): ClubSubscription {
  return {
    plan: 'STARTER',
    active,
    expiresAt,
    limits: plans.STARTER.limits,
    options: { tagManagement: false },
  };
}

function member(sub: ClubSubscription, admin = false): GateSession {
  return { user: { admin }, staff: { club: { subscription: sub } } };
}

const switchedOff = member(subscription(false, null));
const pastItsEnd = member(subscription(true, '2026-05-31T23:59:59Z'));
const running = member(subscription(true, '2026-06-30T00:00:00Z'));
const openEnded = member(subscription(true, null));

describe('subscriptionExpired', () => {
  it.each([...CLUB_AREAS])('blocks the %s area of a club whose subscription is switched off', (area) => {
    expect(subscriptionExpired(switchedOff, area, now)).toBe(true);
  });

  it('blocks a subscription that is switched on but past its end (time passes without a reload)', () => {
    expect(subscriptionExpired(pastItsEnd, 'club', now)).toBe(true);
    expect(subscriptionExpired(running, 'club', new Date('2026-07-01T00:00:00Z'))).toBe(true);
  });

  it('lets an active subscription through', () => {
    expect(subscriptionExpired(running, 'team', now)).toBe(false);
    expect(subscriptionExpired(openEnded, 'event', now)).toBe(false);
  });

  it('never blocks an admin', () => {
    expect(subscriptionExpired(member(subscription(false, null), true), 'club', now)).toBe(false);
  });

  it('leaves the account, auth, admin and verification pages reachable', () => {
    const others = areas.map((area) => area.name).filter((name) => !CLUB_AREAS.has(name));
    expect(others.sort()).toEqual(['admin', 'auth', 'user', 'verifyEmail']);
    for (const area of others) expect(subscriptionExpired(switchedOff, area, now), area).toBe(false);
  });

  it('does nothing while the session is unknown or the user has no club', () => {
    expect(subscriptionExpired({ user: null, staff: null }, 'club', now)).toBe(false);
    expect(subscriptionExpired({ user: { admin: false }, staff: { club: null } }, 'coach', now)).toBe(false);
  });
});
