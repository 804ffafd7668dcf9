import { describe, expect, it } from 'vitest';
import type { EmailReleased, EmailReserved } from '@stride/contracts/events/account';
import { at, deciderSpecification } from '../testing/decider-specification.ts';
import { emailDecider, type EmailCommand } from './email.ts';

const spec = deciderSpecification(emailDecider);
const reserved = (userId: string): EmailReserved => ({
  type: 'EmailReserved',
  data: { email: 'ada@example.com', userId },
});
const released = (userId: string): EmailReleased => ({
  type: 'EmailReleased',
  data: { email: 'ada@example.com', userId },
});
const reserve = (userId: string, email = ' ADA@example.com'): EmailCommand => ({
  type: 'ReserveEmail',
  data: { email, userId },
});
const release = (userId: string): EmailCommand => ({ type: 'ReleaseEmail', data: { userId } });

describe('ReserveEmail', () => {
  it('reserves a free address, normalized', () => {
    spec
      .given([])
      .when(reserve('u1'))
      .then([reserved('u1')]);
  });

  it('says EMAIL_ALREADY_EXISTS while another account holds it', () => {
    spec
      .given([reserved('u1')])
      .when(reserve('u2'))
      .thenThrows('EMAIL_ALREADY_EXISTS');
  });

  it('does nothing for the account that holds it (a retry)', () => {
    spec
      .given([reserved('u1')])
      .when(reserve('u1'))
      .then([]);
  });

  it('reserves again once released', () => {
    spec
      .given([reserved('u1'), released('u1')])
      .when(reserve('u2'))
      .then([reserved('u2')]);
  });

  it('keeps when the reservation was made', () => {
    const state = emailDecider.evolve(
      emailDecider.initialState(),
      at(reserved('u1'), '2026-03-01T10:00:00.000Z'),
    );
    expect(state).toEqual({
      status: 'reserved',
      email: 'ada@example.com',
      userId: 'u1',
      reservedAt: '2026-03-01T10:00:00.000Z',
    });
  });
});

describe('ReleaseEmail', () => {
  it('releases the reservation of the named account', () => {
    spec
      .given([reserved('u1')])
      .when(release('u1'))
      .then([released('u1')]);
  });

  it('does nothing when another account holds it now, or nobody does', () => {
    spec
      .given([reserved('u2')])
      .when(release('u1'))
      .then([]);
    spec.given([]).when(release('u1')).then([]);
    spec
      .given([reserved('u1'), released('u1')])
      .when(release('u1'))
      .then([]);
  });
});
