/**
 * Specifications of the `club-<id>` decider, a team's receiver tokens (issue 18). Fixtures:
 * ../testing.ts.
 */
import type { ReceiverTokenIssued, ReceiverTokenRevoked } from '@stride/contracts/events/club';
import { describe, it } from 'vitest';
import type { ClubCommand } from '../commands.ts';
import { bigClub, club, clubId, spec } from '../testing.ts';
import { RECEIVER_LIMIT } from './receivers.ts';

const hash = (n: number): string => n.toString(16).padStart(64, '0');
const issue = (
  receiverId: string,
  name = 'Touchline',
  teamId = 'team-1',
  tokenHash = hash(1),
): ClubCommand => ({
  type: 'IssueReceiverToken',
  data: { teamId, receiverId, name, tokenHash },
});
const issued = (receiverId: string, name = 'Touchline', teamId = 'team-1'): ReceiverTokenIssued => ({
  type: 'ReceiverTokenIssued',
  data: { clubId, teamId, receiverId, name, tokenHash: hash(1) },
});
const revoke = (receiverId: string, teamId = 'team-1'): ClubCommand => ({
  type: 'RevokeReceiverToken',
  data: { teamId, receiverId },
});
const revoked = (receiverId: string, teamId = 'team-1'): ReceiverTokenRevoked => ({
  type: 'ReceiverTokenRevoked',
  data: { clubId, teamId, receiverId },
});

describe('IssueReceiverToken', () => {
  it('records the name (trimmed) and the hash, never a secret', () => {
    spec
      .given(club)
      .when(issue('r1', '  Touchline  '))
      .then([issued('r1')]);
  });

  it('refuses an empty or too long name, a hash that is not SHA-256 hex, an unknown team', () => {
    spec.given(club).when(issue('r1', '   ')).thenThrows('RECEIVER_NAME_INVALID');
    spec
      .given(club)
      .when(issue('r1', 'x'.repeat(61)))
      .thenThrows('RECEIVER_NAME_INVALID');
    spec
      .given(club)
      .when(issue('r1', 'A', 'team-1', 'secret'))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given(club)
      .when(issue('r1', 'A', 'team-9'))
      .thenThrows('TEAM_NOT_FOUND');
  });

  it('keeps at most RECEIVER_LIMIT tokens that are not revoked per team', () => {
    const full = Array.from({ length: RECEIVER_LIMIT }, (_, i) => issued(`r${i}`));
    spec
      .given([...club, ...full])
      .when(issue('rx'))
      .thenThrows('RECEIVER_LIMIT_REACHED');
    spec
      .given([...club, ...full, revoked('r0')])
      .when(issue('rx'))
      .then([issued('rx')]);
    spec
      .given([...bigClub, ...full])
      .when(issue('rx', 'Touchline', 'team-2'))
      .then([issued('rx', 'Touchline', 'team-2')]);
  });
});

describe('RevokeReceiverToken', () => {
  it('revokes once; a second time appends nothing', () => {
    spec
      .given([...club, issued('r1')])
      .when(revoke('r1'))
      .then([revoked('r1')]);
    spec
      .given([...club, issued('r1'), revoked('r1')])
      .when(revoke('r1'))
      .then([]);
  });

  it('refuses an unknown receiver, and one of another team', () => {
    spec.given(club).when(revoke('r1')).thenThrows('RECEIVER_NOT_FOUND');
    spec
      .given([...bigClub, issued('r1')])
      .when(revoke('r1', 'team-2'))
      .thenThrows('RECEIVER_NOT_FOUND');
  });
});
