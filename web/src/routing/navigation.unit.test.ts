import { describe, expect, it } from 'vitest';
import { pageWidth } from './navigation.ts';

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
