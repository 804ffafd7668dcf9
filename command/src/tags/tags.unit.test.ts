/** Specifications of a team's tag mappings (`tags-<teamId>`): given events, when a command, then events or a code. */
import { describe, expect, it } from 'vitest';
import { MAX_TAG_MAPPINGS, tagKey, type TagsEvent } from '@stride/contracts/events/tags';
import { deciderSpecification } from '../testing/decider-specification.ts';
import type { MapTag } from './commands.ts';
import { mappingOf, tagsDecider } from './tags.ts';

const spec = deciderSpecification(tagsDecider);
const teamId = 'team-1';
const clubId = 'club-1';
const ours = { teamId, archived: false };

const map = (name: string, over: Partial<MapTag['data']> = {}): MapTag => ({
  type: 'MapTag',
  data: { teamId, clubId, name, playerId: 'p1', deviceId: null, player: ours, device: null, ...over },
});
const mapped = (
  name: string,
  over: Partial<Extract<TagsEvent, { type: 'TagMapped' }>['data']> = {},
): TagsEvent => ({
  type: 'TagMapped',
  data: { teamId, clubId, key: tagKey(name), name, playerId: 'p1', deviceId: null, ...over },
});

describe('mapTag', () => {
  it('maps a name to a player of the team, compared without case or extra spaces', () => {
    spec
      .given([])
      .when(map('  Lovelace   Lifter '))
      .then([mapped('Lovelace Lifter')]);
    expect(tagKey(' lovelace  LIFTER')).toBe('LOVELACE LIFTER');
  });

  it('maps a name to a device of the team', () => {
    spec
      .given([])
      .when(map('16438', { playerId: null, deviceId: 'd1', player: null, device: { clubId, teamId } }))
      .then([mapped('16438', { playerId: null, deviceId: 'd1' })]);
  });

  it('replaces a mapping of the same name; the same mapping again changes nothing', () => {
    spec
      .given([mapped('16438')])
      .when(map('16438', { playerId: 'p2' }))
      .then([mapped('16438', { playerId: 'p2' })]);
    spec
      .given([mapped('16438')])
      .when(map('16438'))
      .then([]);
  });

  it('needs one target and a name: BAD_USER_INPUT', () => {
    expect(
      spec
        .given([])
        .when(map('x', { playerId: null }))
        .thenThrows('BAD_USER_INPUT'),
    ).toMatchObject({
      field: 'target',
    });
    expect(
      spec
        .given([])
        .when(map('x', { deviceId: 'd1', device: { clubId, teamId } }))
        .thenThrows('BAD_USER_INPUT'),
    ).toMatchObject({ field: 'target' });
    expect(spec.given([]).when(map('   ')).thenThrows('BAD_USER_INPUT')).toMatchObject({ field: 'name' });
    expect(
      spec
        .given([])
        .when(map('x'.repeat(121)))
        .thenThrows('BAD_USER_INPUT'),
    ).toMatchObject({
      reason: 'maxLength',
    });
  });

  it("refuses another team's, an archived or an unknown player: PLAYER_NOT_FOUND", () => {
    spec
      .given([])
      .when(map('x', { player: null }))
      .thenThrows('PLAYER_NOT_FOUND');
    spec
      .given([])
      .when(map('x', { player: { teamId: 'team-2', archived: false } }))
      .thenThrows('PLAYER_NOT_FOUND');
    spec
      .given([])
      .when(map('x', { player: { teamId, archived: true } }))
      .thenThrows('PLAYER_NOT_FOUND');
  });

  it("refuses an unknown or another club's device (DEVICE_NOT_FOUND) and another team's (DEVICE_NOT_ALLOWED)", () => {
    const device = (fact: { clubId: string; teamId: string | null } | null) =>
      map('x', { playerId: null, deviceId: 'd1', player: null, device: fact });
    spec.given([]).when(device(null)).thenThrows('DEVICE_NOT_FOUND');
    spec
      .given([])
      .when(device({ clubId: 'club-2', teamId }))
      .thenThrows('DEVICE_NOT_FOUND');
    spec
      .given([])
      .when(device({ clubId, teamId: null }))
      .thenThrows('DEVICE_NOT_ALLOWED');
  });

  it('holds at most MAX_TAG_MAPPINGS names, and still lets one of them change', () => {
    const full = Array.from({ length: MAX_TAG_MAPPINGS }, (_, i) => mapped(`tag ${i}`));
    spec.given(full).when(map('one more')).thenThrows('BAD_USER_INPUT');
    spec
      .given(full)
      .when(map('tag 7', { playerId: 'p2' }))
      .then([mapped('tag 7', { playerId: 'p2' })]);
  });
});

describe('unmapTag', () => {
  it('forgets a mapping by its name, in any case; an unknown name changes nothing', () => {
    const unmap = (name: string) => ({ type: 'UnmapTag' as const, data: { teamId, clubId, name } });
    spec
      .given([mapped('Curie Crosser')])
      .when(unmap('curie crosser'))
      .then([{ type: 'TagUnmapped', data: { teamId, clubId, key: 'CURIE CROSSER' } }]);
    spec
      .given([mapped('Curie Crosser')])
      .when(unmap('Kepler Keeper'))
      .then([]);
  });
});

describe('mappingOf', () => {
  it("finds a file's device by its key first, then by its label", () => {
    const state = [
      mapped('16438', { playerId: 'by-key' }),
      mapped('Edison Enforcer', { playerId: 'by-label' }),
    ].reduce((s, e) => tagsDecider.evolve(s, e), tagsDecider.initialState());
    expect(mappingOf(state, '16438', 'Edison Enforcer')?.playerId).toBe('by-key');
    expect(mappingOf(state, '99999', 'edison enforcer')?.playerId).toBe('by-label');
    expect(mappingOf(state, '99999', null)).toBeNull();
    expect(mappingOf(state, '99999', 'Ball [ball]')).toBeNull();
  });
});
