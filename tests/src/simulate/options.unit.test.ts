import { describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from './options.ts';

const E = '6f1c1f2e-7d1b-4a52-9a0e-2b8f0f5a3c11';

describe('simulate options', () => {
  it('has defaults: every device, 10 Hz, real time, generated play, the local server', () => {
    expect(parseOptions(['--event', E, '--token', 'strl_x'])).toEqual({
      eventId: E,
      token: 'strl_x',
      url: 'http://localhost:4000',
      players: null,
      hz: 10,
      speed: 1,
      files: [],
      seconds: 5400,
      rate: 80,
      progressSeconds: 5,
    });
  });

  it('takes the token, URL and port from the environment; flags win', () => {
    const env = { STRIDE_RECEIVER_TOKEN: 'strl_env', PORT: '4100' };
    expect(parseOptions(['--event', E], env)).toMatchObject({
      token: 'strl_env',
      url: 'http://localhost:4100',
    });
    expect(
      parseOptions(['--event', E, '--token=strl_flag', '--url', 'http://h:1'], {
        ...env,
        STRIDE_URL: 'http://x:2',
      }),
    ).toMatchObject({ token: 'strl_flag', url: 'http://h:1' });
    expect(parseOptions(['--event', E], { ...env, STRIDE_URL: 'http://x:2' })).toMatchObject({
      url: 'http://x:2',
    });
  });

  it('reads every option, --files until the next flag', () => {
    const options = parseOptions([
      '--event',
      E,
      '--files',
      'a.csv',
      'b.fit',
      '--players',
      '3',
      '--hz',
      '20',
      '--speed',
      '10',
      '--files',
      'c.fit',
      '--seconds',
      '30',
      '--rate=50',
      '--progress',
      '1',
      '--token',
      't',
    ]);
    expect(options).toMatchObject({
      files: ['a.csv', 'b.fit', 'c.fit'],
      players: 3,
      hz: 20,
      speed: 10,
      seconds: 30,
      rate: 50,
      progressSeconds: 1,
    });
    expect(parseOptions(['--help'])).toBe('help');
  });

  it('refuses what it cannot use, saying which option', () => {
    const cases: [string[], RegExp][] = [
      [['--token', 't'], /--event/],
      [['--event', E], /--token/],
      [['--event', E, '--token', 't', '--players', '0'], /--players/],
      [['--event', E, '--token', 't', '--players', '2.5'], /--players must be a whole number/],
      [['--event', E, '--token', 't', '--hz', 'fast'], /--hz/],
      [['--event', E, '--token', 't', '--speed', '0'], /--speed/],
      [['--event', E, '--token', 't', '--files'], /--files/],
      [['--event', E, '--token', 't', '--url', 'nowhere'], /--url/],
      [['--event', E, '--token', 't', '--colour', 'red'], /unknown option --colour/],
      [['--event', E, 'stray', '--token', 't'], /unexpected argument stray/],
      [['--event', E, '--event', E, '--token', 't'], /--event takes one value/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseOptions(argv)).toThrow(UsageError);
      expect(() => parseOptions(argv)).toThrow(message);
    }
  });
});
