/**
 * Fields of the availability types, and `Player.availability` / `Player.injury`. Medical fields
 * (notes, injury descriptions and body parts) are null unless the caller may read them on the
 * player's team (`availability.medical`, contracts/src/permissions.ts).
 */
import { DomainError } from '@stride/contracts/errors';
import { allowed } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import type {
  AvailabilityChangeResolvers,
  AvailabilityResolvers,
  InjuryResolvers,
  PlayerAvailabilityResolvers,
  PlayerResolvers,
} from '../../generated/resolvers.ts';
import {
  availabilityOn,
  listAvailabilityHistory,
  listPlayerAvailability,
  listPlayerInjuries,
  openInjuries,
} from '../../read-model/availability.ts';
import { findPlayer } from '../../read-model/catalog.ts';
import { batched } from './batch.ts';

/** True when the caller may read medical details of the team's players. */
export const medical = (context: ApiContext, row: { clubId: string; teamId: string }): boolean =>
  allowed(context, 'availability.medical', { clubId: row.clubId, teamId: row.teamId });

/** The value when the caller may read medical details, null otherwise. */
const medicalOnly =
  <Row extends { clubId: string; teamId: string }>(value: (row: Row) => string | null) =>
  (row: Row, _args: unknown, context: ApiContext): string | null =>
    medical(context, row) ? value(row) : null;

export const Availability = {
  note: medicalOnly((a) => a.note),
} satisfies AvailabilityResolvers;

export const Injury = {
  description: medicalOnly((i) => i.description),
  bodyPart: medicalOnly((i) => i.bodyPart),
  note: medicalOnly((i) => i.note),
} satisfies InjuryResolvers;

export const AvailabilityChange = {
  note: medicalOnly((c) => c.note),
  description: medicalOnly((c) => c.description),
  bodyPart: medicalOnly((c) => c.bodyPart),
} satisfies AvailabilityChangeResolvers;

export const PlayerAvailability = {
  player: async (p, _a, context) => {
    const player = await findPlayer(context.deps.db, p.playerId);
    if (player === null) throw new DomainError('PLAYER_NOT_FOUND');
    return player;
  },
  current: async (p, _a, context) =>
    (await availabilityOn(context.deps.db, [p.playerId], context.deps.now(), p.date)).get(p.playerId) ?? null,
  injury: async (p, _a, context) =>
    (await openInjuries(context.deps.db, [p.playerId])).get(p.playerId) ?? null,
  medical: (p, _a, context) => medical(context, p),
  availabilities: (p, _a, context) => listPlayerAvailability(context.deps.db, p.playerId),
  injuries: (p, _a, context) => listPlayerInjuries(context.deps.db, p.playerId),
  history: (p, _a, context) => listAvailabilityHistory(context.deps.db, p.playerId),
} satisfies PlayerAvailabilityResolvers;

/** Whoever sees the player sees their status; medical fields stay behind their own check. */
export const PlayerAvailabilityFields = {
  availability: (player, _a, context) =>
    batched(context, 'availability', player.id, (ids) =>
      availabilityOn(context.deps.db, ids, context.deps.now(), null),
    ),
  injury: (player, _a, context) =>
    batched(context, 'injury', player.id, (ids) => openInjuries(context.deps.db, ids)),
} satisfies PlayerResolvers;
