import { describe, expect, it } from 'vitest';
import { browserTimeZone, isSport, SPORTS, timeZones } from './club.ts';

describe('club form options', () => {
  it('offers the six sports of the product', () => {
    expect(SPORTS).toEqual(['football', 'rugby', 'handball', 'basketball', 'hockey', 'other']);
    expect(isSport('rugby')).toBe(true);
    expect(isSport('curling')).toBe(false);
  });

  it('lists the zones sorted, always with the club’s own', () => {
    const zones = timeZones('Etc/Unknown', () => ['Europe/Paris', 'America/New_York', 'Europe/Berlin']);
    expect(zones).toEqual(['America/New_York', 'Etc/Unknown', 'Europe/Berlin', 'Europe/Paris']);
    expect(timeZones('Europe/Paris', () => ['Europe/Paris'])).toEqual(['Europe/Paris']);
  });

  it('knows the browser’s zone', () => {
    expect(browserTimeZone()).toMatch(/\w/);
  });
});
