/**
 * Taking fields out of stored events, for the one case where the history principle yields: a
 * secret that should never have been stored (issue 15: password hashes in account events).
 * EventStoreDB cannot do this (its events are immutable); the PostgreSQL store can, in place.
 */
import type pg from 'pg';

export interface TakenField {
  readonly eventId: string;
  readonly streamName: string;
  readonly type: string;
  readonly field: string;
  readonly value: unknown;
}

/**
 * In the caller's transaction: removes the named fields from the JSON data of the stored events
 * of those types, and answers what was removed, in `$all` order. Rows are locked until the
 * transaction ends; events without the fields are left alone.
 */
export async function takeFieldsOut(
  client: pg.ClientBase,
  fieldsByType: Readonly<Record<string, readonly string[]>>,
): Promise<TakenField[]> {
  const types = Object.keys(fieldsByType);
  const { rows } = await client.query<{ event_id: string; stream_name: string; type: string; data: Buffer }>(
    `SELECT event_id, stream_name, type, data FROM es.events
      WHERE is_json AND type = ANY($1::text[])
      ORDER BY global_position
        FOR UPDATE`,
    [types],
  );
  const taken: TakenField[] = [];
  for (const row of rows) {
    const data = JSON.parse(row.data.toString('utf8')) as unknown;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) continue;
    const fields = (fieldsByType[row.type] ?? []).filter((field) => Object.hasOwn(data, field));
    if (fields.length === 0) continue;
    const record = data as Record<string, unknown>;
    for (const field of fields) {
      taken.push({
        eventId: row.event_id,
        streamName: row.stream_name,
        type: row.type,
        field,
        value: record[field],
      });
    }
    const kept = Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)));
    await client.query('UPDATE es.events SET data = $2 WHERE event_id = $1', [
      row.event_id,
      Buffer.from(JSON.stringify(kept), 'utf8'),
    ]);
  }
  return taken;
}
