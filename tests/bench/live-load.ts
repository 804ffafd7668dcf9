/**
 * What `npm run bench -- live` is made of: a club with a squad of players wearing devices and
 * receiver tokens (one per 50 devices, as one touchline receiver), devices that post a 10-sample
 * binary batch a second each to `POST /live/v1/batches`, and graphql-ws subscribers to
 * `liveRecordUpdated` that note, for every batch, when a push first shows it (`live.lastSampleAt`
 * at or past the batch's newest sample).
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { clubCommands } from '@stride/command/club/handlers';
import { encodeBatch, type SampleBatch } from '@stride/contracts/samples';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing, bearer, must, setUpClub, type ClubSetUp } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';
import type { Stack } from '@stride/query/testing/stack';

const DEVICES_PER_RECEIVER = 50;
const SET_UP_CONCURRENCY = 4;
/** Most player ids one `createEvent` or `selectPlayers` takes. */
const MAX_PLAYER_IDS = 200;

export interface Wearer {
  readonly playerId: string;
  readonly deviceId: string;
  /** The receiver token this device's batches are sent with. */
  readonly token: string;
}

export interface Squad {
  readonly club: ClubSetUp;
  readonly wearers: readonly Wearer[];
  gql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** A club on the ELITE plan (900 players, 600 devices) with `players` players wearing devices. */
export async function setUpSquad(stack: Stack, players: number): Promise<Squad> {
  const club = await setUpClub(http, stack.url, stack.mailer);
  const id = randomUUID();
  await clubCommands(stack.h.store).updateSubscription(
    club.clubId,
    { plan: 'ELITE', active: true, expiresAt: null },
    { commandId: id, actorId: 'bench', correlationId: id, causationId: id, occurredAt: new Date() },
  );
  const headers = bearer(club.token);
  const gql = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
    must<T>(http, stack.url, query, variables, headers);
  const tokens: string[] = [];
  for (let i = 0; i < Math.ceil(players / DEVICES_PER_RECEIVER); i++) {
    const { issueReceiverToken } = await gql<{ issueReceiverToken: { token: string } }>(
      'mutation ($t: ID!, $n: String!) { issueReceiverToken(teamId: $t, name: $n) { token } }',
      { t: club.teamId, n: `Receiver ${i + 1}` },
    );
    tokens.push(issueReceiverToken.token);
  }
  const wearers: Wearer[] = new Array<Wearer>(players);
  let next = 0;
  // A few at once: the mutations wait for their read models, not for the CPU.
  const adder = async (): Promise<void> => {
    for (let i = next++; i < players; i = next++) {
      const serial = `LIVE-${String(i + 1).padStart(3, '0')}`;
      const player = { firstName: `P${i + 1}`, lastName: 'Live', maxHeartRate: 195 };
      const worn = await addPlayerWearing(gql, club.teamId, player, { serial });
      wearers[i] = { ...worn, token: tokens[Math.floor(i / DEVICES_PER_RECEIVER)]! };
    }
  };
  await Promise.all(Array.from({ length: SET_UP_CONCURRENCY }, adder));
  return { club, wearers, gql };
}

/** A started event with `wearers` selected: its id. */
export async function startLiveEvent(
  squad: Squad,
  name: string,
  wearers: readonly Wearer[],
): Promise<string> {
  const { createEvent } = await squad.gql<{ createEvent: { id: string } }>(
    'mutation ($t: ID!, $n: String!, $p: [ID!]) { createEvent(teamId: $t, name: $n, type: MATCH, playerIds: $p) { id } }',
    { t: squad.club.teamId, n: name, p: wearers.slice(0, MAX_PLAYER_IDS).map((w) => w.playerId) },
  );
  for (let from = MAX_PLAYER_IDS; from < wearers.length; from += MAX_PLAYER_IDS) {
    await squad.gql('mutation ($e: ID!, $p: [ID!]!) { selectPlayers(eventId: $e, playerIds: $p) { id } }', {
      e: createEvent.id,
      p: wearers.slice(from, from + MAX_PLAYER_IDS).map((w) => w.playerId),
    });
  }
  await squad.gql(`mutation { startEvent(eventId: "${createEvent.id}") { id } }`);
  return createEvent.id;
}

export interface Sent {
  /** The batch's newest sample, epoch ms. */
  readonly lastT: number;
  /** performance.now() when the request was made. */
  readonly sentAt: number;
}

/** Per (event, player): batches answered 200 and not yet seen in a push, oldest first. */
export class Ledger {
  readonly pending = new Map<string, Sent[]>();
  readonly latencies: number[] = [];
  pushes = 0;
  selectionsPushed = 0;

  sent(eventId: string, playerId: string, entry: Sent): void {
    const key = `${eventId}/${playerId}`;
    const list = this.pending.get(key);
    if (list === undefined) this.pending.set(key, [entry]);
    else list.push(entry);
  }

  forget(eventId: string, playerId: string, entry: Sent): void {
    const list = this.pending.get(`${eventId}/${playerId}`);
    const at = list?.indexOf(entry) ?? -1;
    if (at >= 0) list!.splice(at, 1);
  }

  /** A push showed `playerId`'s newest sample at `lastSampleAt`, received at `now`. */
  shown(eventId: string, playerId: string, lastSampleAt: number, now: number): void {
    const list = this.pending.get(`${eventId}/${playerId}`);
    if (list === undefined) return;
    let seen = 0;
    while (seen < list.length && list[seen]!.lastT <= lastSampleAt) {
      this.latencies.push(now - list[seen]!.sentAt);
      seen++;
    }
    if (seen > 0) list.splice(0, seen);
  }

  waiting(): number {
    let n = 0;
    for (const list of this.pending.values()) n += list.length;
    return n;
  }
}

interface Shown {
  readonly player: { readonly id: string };
  readonly live: { readonly lastSampleAt: string | null } | null;
}

/** What a live screen asks for each player (the figures of a tile). */
const FIELDS = `player { id }
  live { samples lastSampleAt speed heartRate heartRatePercent
         globalMetrics { distance time } trail { start speeds } }`;

/** A graphql-ws subscriber per event on `url`: resolves once each has had its first push. */
export async function subscribe(
  url: string,
  token: string,
  eventIds: readonly string[],
  ledger: Ledger,
): Promise<Client> {
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  await Promise.all(
    eventIds.map(
      (eventId) =>
        new Promise<void>((resolve, reject) => {
          let first = true;
          client.subscribe<{ liveRecordUpdated: Shown[] }>(
            {
              query: `subscription ($e: ID!) { liveRecordUpdated(eventId: $e) { ${FIELDS} } }`,
              variables: { e: eventId },
            },
            {
              next: (result) => {
                const now = performance.now();
                if (first) {
                  first = false;
                  resolve();
                  return;
                }
                const shown = result.data?.liveRecordUpdated ?? [];
                ledger.pushes++;
                ledger.selectionsPushed += shown.length;
                for (const one of shown) {
                  const at = one.live?.lastSampleAt;
                  if (at) ledger.shown(eventId, one.player.id, Date.parse(at), now);
                }
              },
              error: reject,
              complete: () => undefined,
            },
          );
        }),
    ),
  );
  return client;
}

export interface Device {
  readonly eventId: string;
  readonly wearer: Wearer;
}

export interface SendResult {
  readonly sent: number;
  readonly failed: Map<string, number>;
}

function slice(trace: SampleBatch, from: number, to: number): SampleBatch {
  const part = <A extends Float64Array | Float32Array>(a: A | null): A | null =>
    a === null ? null : (a.subarray(from, to) as A);
  return {
    ...trace,
    t: trace.t.subarray(from, to),
    lat: part(trace.lat),
    lon: part(trace.lon),
    x: part(trace.x),
    y: part(trace.y),
    speed: part(trace.speed),
    hr: part(trace.hr),
    hdop: part(trace.hdop),
  };
}

/**
 * Each device posts one 10-sample batch a second for `seconds`, the devices spread evenly over
 * the second; a batch is sent 100 ms after its newest sample. Resolves when every request has
 * been answered. A batch answered 200 goes into `ledger`.
 */
export async function sendLive(
  url: string,
  devices: readonly Device[],
  seconds: number,
  ledger: Ledger,
): Promise<SendResult> {
  const started = Date.now() + 200;
  const traces = devices.map((_, d) =>
    syntheticPlayer({ seed: 1000 + d, seconds: seconds + 1, start: started - 1000, hr: true }),
  );
  const failed = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  const post = (d: number, k: number): void => {
    const { eventId, wearer } = devices[d]!;
    const batch = slice(traces[d]!, k * 10, k * 10 + 10);
    const body = encodeBatch(batch);
    const entry = { lastT: batch.t[batch.t.length - 1]!, sentAt: performance.now() };
    sent++;
    // Noted before the answer: a push may come before the answer does.
    ledger.sent(eventId, wearer.playerId, entry);
    const fail = (code: string): void => {
      ledger.forget(eventId, wearer.playerId, entry);
      failed.set(code, (failed.get(code) ?? 0) + 1);
    };
    const request = fetch(`${url}/live/v1/batches`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${wearer.token}`,
        'content-type': 'application/octet-stream',
        'x-stride-event': eventId,
        'x-stride-device': wearer.deviceId,
        'x-stride-seq': String(k + 1),
      },
      body: body as Uint8Array<ArrayBuffer>,
    })
      .then(async (response) => {
        const answer = (await response.json()) as { code?: string };
        if (!response.ok) fail(answer.code ?? String(response.status));
      })
      .catch((error: unknown) => fail((error as Error).message))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };

  // Batch k of device d is due at started + k s + d/n s; a tick sends everything due.
  const n = devices.length;
  const total = seconds * n;
  let next = 0;
  while (next < total) {
    const k = Math.floor(next / n);
    const d = next % n;
    const due = started + k * 1000 + (d * 1000) / n;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 20)));
    else {
      post(d, k);
      next++;
    }
  }
  await Promise.all(inFlight);
  return { sent, failed };
}
