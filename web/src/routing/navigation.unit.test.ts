import { describe, expect, it } from 'vitest';
import { pageWidth, teamSourceOf } from './navigation.ts';

describe('page width', () => {
  it('gives lists, tables and charts the whole width', () => {
    for (const [area, screen] of [
      ['club', 'club.players'],
      ['team', 'team.events'],
      ['team', 'team.upload'],
      ['event', 'event.metrics'],
      ['event', 'event.players'],
      ['player', 'player.metrics'],
      ['admin', 'admin.users'],
    ] as const)
      expect(pageWidth(area, screen)).toBe('wide');
  });

  it('keeps forms a readable column', () => {
    for (const [area, screen] of [
      ['club', 'club.settings'],
      ['team', 'team.settings'],
      ['event', 'event.settings'],
      ['user', 'user.account'],
      ['auth', 'auth.login'],
      ['verifyEmail', 'verifyEmail.verify'],
      ['club', 'notFound'],
    ] as const)
      expect(pageWidth(area, screen)).toBe('narrow');
    expect(pageWidth(null, null)).toBe('narrow');
  });
});

describe("where the header finds a page's team", () => {
  it('takes a team page from its path', () => {
    expect(teamSourceOf('team', { teamId: 't1' })).toEqual({ kind: 'team', teamId: 't1' });
  });

  it('finds an event page through its event, and a player page through the event it shows', () => {
    expect(teamSourceOf('event', { eventId: 'e1' })).toEqual({ kind: 'event', eventId: 'e1' });
    expect(teamSourceOf('player', { playerId: 'p1', eventId: 'e1' })).toEqual({
      kind: 'event',
      eventId: 'e1',
    });
  });

  it("finds another player page through the player (the club's players)", () => {
    expect(teamSourceOf('player', { playerId: 'p1' })).toEqual({ kind: 'player', playerId: 'p1' });
  });

  it('names no team outside those areas, or without an id', () => {
    expect(teamSourceOf('club', { teamId: 't1' })).toBeNull();
    expect(teamSourceOf('coach', {})).toBeNull();
    expect(teamSourceOf(null, {})).toBeNull();
    expect(teamSourceOf('team', { teamId: '' })).toBeNull();
  });
});
