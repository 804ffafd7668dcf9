/** `npm run simulate` options: parsed and checked (pure). */

export const MAX_PLAYERS = 50;
export const DEFAULT_PORT = 4000;

export interface SimulateOptions {
  readonly eventId: string;
  readonly token: string;
  readonly url: string;
  /** Devices to play; null: every selected device (at most MAX_PLAYERS). */
  readonly players: number | null;
  readonly hz: number;
  readonly speed: number;
  /** Device files to play; empty: generated play. */
  readonly files: readonly string[];
  /** Length of generated play. */
  readonly seconds: number;
  /** Requests a second the simulator keeps under (the gateway limits a token to 100). */
  readonly rate: number;
  /** Seconds between progress lines. */
  readonly progressSeconds: number;
}

export const USAGE = `npm run simulate -- --event <event id> --token <receiver token> [options]

Plays recorded device files, or generated play, as live devices of a started event through the
live gateway. The event's selected devices come from GET /live/v1/events/<id>/devices.

  --event <id>        the started event (required)
  --token <token>     a receiver token of the event's team (or STRIDE_RECEIVER_TOKEN)
  --url <url>         the server (default STRIDE_URL, else http://localhost:$PORT, PORT ${DEFAULT_PORT})
  --players <n>       how many selected devices to play (default all, at most ${MAX_PLAYERS})
  --hz <rate>         samples a second: generated play's rate, files thinned to it (default 10)
  --speed <factor>    1 = real time, 10 = ten times faster (default 1)
  --files <path>…     device files (FIT, GPX, TCX, Catapult / Kinexon / Stride CSV); each device in
                      them is a trace, dealt to the devices in turn (default: generated play)
  --seconds <s>       length of generated play (default 5400, a match)
  --rate <n>          requests a second at most, all devices together (default 80)
  --progress <s>      seconds between progress lines (default 5)
  --help              this text`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const FLAGS = new Set([
  'event',
  'token',
  'url',
  'players',
  'hz',
  'speed',
  'files',
  'seconds',
  'rate',
  'progress',
  'help',
]);

function number(name: string, text: string | undefined, min: number, max: number, whole = false): number {
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a number from ${min} to ${max}`);
  }
  if (whole && !Number.isInteger(value)) throw new UsageError(`--${name} must be a whole number`);
  return value;
}

/** `--name value` pairs, `--name=value`, and `--files a b c` (until the next flag). */
function tokens(argv: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string | null = null;
  for (const arg of argv) {
    const flag = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (flag !== null) {
      const name = flag[1]!;
      if (!FLAGS.has(name)) throw new UsageError(`unknown option --${name}`);
      const values = out.get(name) ?? [];
      out.set(name, values);
      if (flag[2] !== undefined) values.push(flag[2]);
      current = name === 'help' ? null : name;
      continue;
    }
    if (current === null) throw new UsageError(`unexpected argument ${arg}`);
    out.get(current)!.push(arg);
    if (current !== 'files') current = null;
  }
  return out;
}

/** The options of `argv` (after `--`), with `env` for the token, URL and port. Throws UsageError. */
export function parseOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): SimulateOptions | 'help' {
  const t = tokens(argv);
  if (t.has('help')) return 'help';
  const one = (name: string): string | undefined => {
    const values = t.get(name);
    if (values === undefined) return undefined;
    if (values.length !== 1) throw new UsageError(`--${name} takes one value`);
    return values[0];
  };
  const eventId = one('event')?.trim();
  if (eventId === undefined || eventId === '') throw new UsageError('--event <id> is required');
  const token = (one('token') ?? env.STRIDE_RECEIVER_TOKEN)?.trim();
  if (token === undefined || token === '') {
    throw new UsageError('--token <receiver token> (or STRIDE_RECEIVER_TOKEN) is required');
  }
  const port = env.PORT?.trim() ? env.PORT.trim() : String(DEFAULT_PORT);
  const url = one('url') ?? env.STRIDE_URL ?? `http://localhost:${port}`;
  try {
    new URL(url);
  } catch {
    throw new UsageError(`--url ${url} is not a URL`);
  }
  const files = t.get('files') ?? [];
  if (t.has('files') && files.length === 0) throw new UsageError('--files needs at least one path');
  const players = one('players');
  return {
    eventId,
    token,
    url,
    players: players === undefined ? null : number('players', players, 1, MAX_PLAYERS, true),
    hz: number('hz', one('hz') ?? '10', 0.1, 50),
    speed: number('speed', one('speed') ?? '1', 0.1, 1000),
    files,
    seconds: number('seconds', one('seconds') ?? '5400', 1, 24 * 3600),
    rate: number('rate', one('rate') ?? '80', 1, 10_000),
    progressSeconds: number('progress', one('progress') ?? '5', 0.1, 3600),
  };
}
