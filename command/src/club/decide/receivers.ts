/**
 * Decide, a team's receiver tokens (issue 18): what a touchline receiver or a device sends its
 * live batches with. The caller draws the secret and passes its SHA-256; the stream never holds
 * the secret. A team keeps at most RECEIVER_LIMIT tokens that are not revoked.
 */
import { DomainError } from '@stride/contracts/errors';
import type { ReceiverTokenIssued, ReceiverTokenRevoked } from '@stride/contracts/events/club';
import type { IssueReceiverToken, RevokeReceiverToken } from '../commands.ts';
import { active, team } from '../rules.ts';
import type { ClubState } from '../state.ts';

export const RECEIVER_NAME_MAX_LENGTH = 60;
export const RECEIVER_LIMIT = 20;
const SHA256_HEX = /^[0-9a-f]{64}$/;

export function issueReceiverToken(command: IssueReceiverToken, state: ClubState): [ReceiverTokenIssued] {
  const club = active(state);
  const { teamId, receiverId, tokenHash } = command.data;
  const current = team(club, teamId);
  const name = command.data.name.trim();
  if (name.length === 0 || name.length > RECEIVER_NAME_MAX_LENGTH) {
    throw new DomainError('RECEIVER_NAME_INVALID', { field: 'name', max: RECEIVER_NAME_MAX_LENGTH });
  }
  if (!SHA256_HEX.test(tokenHash)) throw new DomainError('BAD_USER_INPUT', { field: 'tokenHash' });
  if (current.receivers.filter((r) => !r.revoked).length >= RECEIVER_LIMIT) {
    throw new DomainError('RECEIVER_LIMIT_REACHED', { limit: RECEIVER_LIMIT });
  }
  return [
    { type: 'ReceiverTokenIssued', data: { clubId: club.clubId, teamId, receiverId, name, tokenHash } },
  ];
}

/** A receiver already revoked appends nothing; one of another team is not found. */
export function revokeReceiverToken(
  command: RevokeReceiverToken,
  state: ClubState,
): [ReceiverTokenRevoked] | [] {
  const club = active(state);
  const { teamId, receiverId } = command.data;
  const receiver = team(club, teamId).receivers.find((r) => r.receiverId === receiverId);
  if (receiver === undefined) throw new DomainError('RECEIVER_NOT_FOUND', { receiverId });
  if (receiver.revoked) return [];
  return [{ type: 'ReceiverTokenRevoked', data: { clubId: club.clubId, teamId, receiverId } }];
}
