import { bearer, setUpClub } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';
import { openStack } from '@stride/query/testing/stack';
import { readFileSync } from 'node:fs';
import { seedEventsAndRecords } from './workload-records.ts';

const stack = await openStack('bench-explain');
try {
  const club = await setUpClub(http, stack.url, stack.mailer, 'Explain');
  const gql = <T>(q: string, v: Record<string, unknown> = {}) => stack.must<T>(q, v, bearer(club.token));
  const ids: string[] = [];
  for (let p = 0; p < 30; p++) {
    const { createPlayer } = await gql<{ createPlayer: { id: string } }>(
      'mutation ($t: ID!, $p: PlayerInput!) { createPlayer(teamId: $t, player: $p) { id } }',
      { t: club.teamId, p: { firstName: 'P', lastName: `P${p}` } },
    );
    ids.push(createPlayer.id);
  }
  await seedEventsAndRecords(stack.h.pool, club.teamId, ids);
  const results: string[][] = [];
  for (const file of ['/tmp/statistics.orig.sql', 'query/src/read-model/statistics.sql']) {
    const sqlText = readFileSync(file, 'utf8');
    console.log('#### ' + file);
    const out: string[] = [];
    results.push(out);
    for (const part of sqlText.split('/* @name ').slice(1)) {
      const name = part.split(' */')[0];
      const body = part
        .slice(part.indexOf('*/') + 2)
        .replaceAll(':teamId!', `'${club.teamId}'`)
        .replaceAll(':eventType::text', 'NULL::text')
        .replaceAll(':tag::text', process.env.TAG ? `'${process.env.TAG}'::text` : 'NULL::text')
        .replaceAll(':from!', `'2024-07-31'`)
        .replaceAll(':to!', `'2025-07-30'`)
        .replace(/;\s*$/, '');
      for (let i = 0; i < 3; i++) await stack.h.pool.query(body);
      out.push(
        JSON.stringify((await stack.h.pool.query(body)).rows, (_k, v: unknown) =>
          typeof v === 'number' ? Number(v.toPrecision(9)) : v,
        ),
      );
      const { rows } = await stack.h.pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${body}`);
      console.log(`== ${name}`);
      for (const r of rows) console.log(r['QUERY PLAN']);
    }
  }
  console.log('same rows:', results[0]!.join() === results[1]!.join(), results[0]![0]!.slice(0, 300));
} finally {
  await stack.close();
}
