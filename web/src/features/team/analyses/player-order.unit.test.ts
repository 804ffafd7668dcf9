import { describe, expect, it } from 'vitest';
import { byLastName, inNamesOrder } from './player-order.ts';

describe('the analyses page’s player order', () => {
  it('sorts by last name, then first name, accents aside', () => {
    const players = [
      { firstName: 'Adam', lastName: 'Kowalski' },
      { firstName: 'Élodie', lastName: 'Marchand' },
      { firstName: 'Pedro', lastName: 'Alves' },
      { firstName: 'Ana', lastName: 'Alves' },
    ];
    expect([...players].sort((a, b) => byLastName(a, b)).map((p) => p.firstName)).toEqual([
      'Ana',
      'Pedro',
      'Adam',
      'Élodie',
    ]);
  });

  it('puts rows in the names map’s order, the unknown ones last in their own order', () => {
    const names = new Map([
      ['p3', 'Pedro Alves'],
      ['p1', 'Adam Kowalski'],
    ]);
    const rows = ['x', 'p1', 'y', 'p3'].map((playerId) => ({ playerId }));
    expect(inNamesOrder(rows, (row) => row.playerId, names).map((row) => row.playerId)).toEqual([
      'p3',
      'p1',
      'x',
      'y',
    ]);
  });
});
