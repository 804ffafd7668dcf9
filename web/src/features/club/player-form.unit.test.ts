import { describe, expect, it } from 'vitest';
import { validateForm } from '../../forms/validation.ts';
import {
  checkPlayer,
  emptyPlayerForm,
  playerFormFrom,
  playerInputFrom,
  playerName,
  playerRules,
  type PlayerFormValues,
} from './player-form.ts';

const today = '2026-06-01';

function form(patch: Partial<PlayerFormValues>): PlayerFormValues {
  return { ...emptyPlayerForm('t1'), firstName: 'Ada', lastName: 'Hegerberg', ...patch };
}

const keys = (values: PlayerFormValues) =>
  Object.fromEntries(
    Object.entries({ ...checkPlayer(values), ...validateForm(values, playerRules(today)) }).map(
      ([field, messages]) => [field, messages?.map((message) => message.key)],
    ),
  );

describe('playerInputFrom', () => {
  it('sends blanks as null and trims names', () => {
    expect(playerInputFrom(form({ firstName: '  Ada ', lastName: ' Hegerberg  ' }))).toEqual({
      firstName: 'Ada',
      lastName: 'Hegerberg',
      birthdate: null,
      gender: null,
      number: null,
      position: null,
      profile: null,
      league: null,
      pictureUrl: null,
      maxHeartRate: null,
      restingHeartRate: null,
      maxSpeed: null,
      note: null,
    });
  });

  it('turns numbers into numbers, with a decimal comma as typed in most of Europe', () => {
    const input = playerInputFrom(
      form({ number: '14', maxHeartRate: '198', restingHeartRate: ' 48 ', maxSpeed: '31,5' }),
    );
    expect(input).toMatchObject({ number: 14, maxHeartRate: 198, restingHeartRate: 48, maxSpeed: 31.5 });
  });

  it('keeps enumerations of the contracts and drops anything else', () => {
    const input = playerInputFrom(
      form({
        gender: 'FEMALE',
        position: 'FORWARD',
        profile: 'SPEED',
        league: 'PRO1',
        birthdate: '2001-02-03',
      }),
    );
    expect(input).toMatchObject({
      gender: 'FEMALE',
      position: 'FORWARD',
      profile: 'SPEED',
      league: 'PRO1',
      birthdate: '2001-02-03',
    });
    expect(playerInputFrom(form({ position: 'STRIKER', gender: 'other' }))).toMatchObject({
      position: null,
      gender: null,
    });
  });
});

describe('playerFormFrom', () => {
  it('is the inverse of playerInputFrom for a complete player', () => {
    const player = {
      teamId: 't2',
      firstName: 'Antoine',
      lastName: 'Dupont',
      birthdate: '1996-11-15',
      gender: 'MALE',
      number: 9,
      position: 'SCRUM_HALF',
      profile: 'SPEED',
      league: 'INTERNATIONAL',
      pictureUrl: 'https://example.org/dupont.jpg',
      maxHeartRate: 201,
      restingHeartRate: 44,
      maxSpeed: 33.8,
      note: 'Captain',
    } as const;
    const values = playerFormFrom(player);
    expect(values.teamId).toBe('t2');
    expect(values.maxSpeed).toBe('33.8');
    const { teamId: _teamId, ...details } = player;
    expect(playerInputFrom(values)).toEqual(details);
  });
});

describe('player rules', () => {
  it('needs a team, a first and a last name', () => {
    expect(keys(emptyPlayerForm(''))).toEqual({
      teamId: ['validation.required'],
      firstName: ['validation.required'],
      lastName: ['validation.required'],
    });
  });

  it('accepts a blank optional field and a complete valid player', () => {
    expect(keys(form({}))).toEqual({});
    expect(
      keys(
        form({
          birthdate: '2000-01-01',
          number: '0',
          maxHeartRate: '250',
          restingHeartRate: '30',
          maxSpeed: '45',
          pictureUrl: 'http://example.org/p.png',
        }),
      ),
    ).toEqual({});
  });

  it('checks the bounds of the API', () => {
    expect(
      keys(
        form({
          number: '1000',
          maxHeartRate: '251',
          restingHeartRate: '29',
          maxSpeed: '4,9',
          birthdate: today,
          pictureUrl: 'ftp://example.org/p.png',
          firstName: 'x'.repeat(61),
        }),
      ),
    ).toEqual({
      number: ['validation.between'],
      maxHeartRate: ['validation.between'],
      restingHeartRate: ['validation.between'],
      maxSpeed: ['validation.between'],
      birthdate: ['validation.pastDate'],
      pictureUrl: ['validation.url'],
      firstName: ['validation.maxLength'],
    });
  });

  it('wants whole numbers for the shirt and heart rates', () => {
    expect(keys(form({ number: '7.5', maxHeartRate: 'abc' }))).toEqual({
      number: ['validation.integer'],
      maxHeartRate: ['validation.integer'],
    });
  });

  it('wants the resting heart rate below the maximum', () => {
    expect(keys(form({ maxHeartRate: '180', restingHeartRate: '180' }))).toEqual({
      restingHeartRate: ['validation.restingBelowMax'],
    });
    expect(keys(form({ maxHeartRate: '180', restingHeartRate: '50' }))).toEqual({});
    // Only one of the two: nothing to compare.
    expect(keys(form({ restingHeartRate: '50' }))).toEqual({});
  });
});

describe('playerName', () => {
  it('is first then last name', () => {
    expect(playerName({ firstName: 'Ada', lastName: 'Hegerberg' })).toBe('Ada Hegerberg');
  });
});
