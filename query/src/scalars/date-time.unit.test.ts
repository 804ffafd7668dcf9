import { describe, expect, it } from 'vitest';
import type { CreateEventInput } from '@stride/command/event/handlers';
import { post } from '../testing/client.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { parseDateTime } from './date-time.ts';

describe('parseDateTime', () => {
  it.each([
    ['2024-05-01T18:30:00+02:00', '2024-05-01T16:30:00.000Z'],
    ['2024-05-01T16:30:00Z', '2024-05-01T16:30:00.000Z'],
    ['2024-05-01t16:30:00z', '2024-05-01T16:30:00.000Z'],
    ['2024-05-01T16:30Z', '2024-05-01T16:30:00.000Z'],
    ['2024-05-01T16:30:00.123456789-05:30', '2024-05-01T22:00:00.123Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ['0050-01-01T00:00:00Z', '0050-01-01T00:00:00.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDateTime(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['no offset', '2024-05-01T18:30:00'],
    ['a date only', '2024-05-01'],
    ['a 13th month', '2024-13-01T00:00:00Z'],
    ['30 February', '2024-02-30T00:00:00Z'],
    ['29 February of a common year', '2023-02-29T00:00:00Z'],
    ['hour 24', '2024-05-01T24:00:00Z'],
    ['a leap second', '2024-05-01T23:59:60Z'],
    ['an offset without a colon', '2024-05-01T18:30:00+0200'],
    ['a timestamp', '1714581000000'],
    ['words', 'tomorrow'],
    ['padding', ' 2024-05-01T18:30:00Z'],
  ])('refuses %s', (_what, text) => {
    expect(parseDateTime(text)).toBeNull();
  });
});

const createWithWindow = /* GraphQL */ `
  mutation Create($start: DateTime, $end: DateTime) {
    createEvent(
      teamId: "7d3c1a52-9a0e-4b8e-8a53-2f6f0f0a1b2c"
      name: "Training"
      type: TRAINING
      startDate: $start
      endDate: $end
    ) {
      startDate
      endDate
      plannedStartDate
      createdAt
    }
  }
`;

describe('DateTime through the API', () => {
  it('reads an offset date-time as its instant and answers in UTC', async () => {
    const api = fakeApi();

    const response = await post<{ createEvent: Record<string, string> }>(api.yoga, createWithWindow, {
      variables: { start: '2024-05-01T18:30:00+02:00', end: '2024-05-01T20:00:00+02:00' },
    });

    expect(response.errors).toBeUndefined();
    const input = api.calls[0]?.input as CreateEventInput;
    expect(input.startDate).toEqual(new Date('2024-05-01T16:30:00.000Z'));
    expect(response.data?.createEvent).toMatchObject({
      startDate: '2024-05-01T16:30:00.000Z',
      endDate: '2024-05-01T18:00:00.000Z',
      plannedStartDate: '2024-05-01T16:30:00.000Z',
    });
    expect(response.data?.createEvent['createdAt']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('refuses a variable without an offset with BAD_USER_INPUT', async () => {
    const api = fakeApi();

    const response = await post(api.yoga, createWithWindow, {
      variables: { start: '2024-05-01T18:30:00', end: null },
    });

    expect(response.errors?.[0]).toMatchObject({
      message: 'BAD_USER_INPUT',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(String(response.errors?.[0]?.extensions?.['reason'])).toContain(
      'DateTime must be an ISO-8601 date-time with a UTC offset',
    );
    expect(api.calls).toEqual([]);
  });

  it('refuses an invalid literal with BAD_USER_INPUT', async () => {
    const api = fakeApi();

    const response = await post(
      api.yoga,
      'mutation { createEvent(teamId: "7d3c1a52-9a0e-4b8e-8a53-2f6f0f0a1b2c", name: "n", type: MATCH, startDate: "2024-02-30T10:00:00Z") { id } }',
    );

    expect(response.errors?.[0]).toMatchObject({
      message: 'BAD_USER_INPUT',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(api.calls).toEqual([]);
  });

  it('refuses a number with BAD_USER_INPUT', async () => {
    const api = fakeApi();

    const response = await post(api.yoga, createWithWindow, { variables: { start: 1714581000000 } });

    expect(response.errors?.[0]).toMatchObject({
      message: 'BAD_USER_INPUT',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
