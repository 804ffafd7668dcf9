/** The raw archive's sample files: one per device with stored samples in the event (archive.ts). */
import type { ApiContext } from '../context.ts';
import { safeFileName } from '../downloads/links.ts';
import { typedSql } from '../read-model/connection.ts';
import * as sql from '../read-model/raw-archive.queries.ts';
import type { ArchivedSelection } from './event-json.ts';
import type { SampleSource } from './samples-csv.ts';

/** One device's file in the archive. */
export interface DeviceFile {
  readonly path: string;
  readonly deviceId: string;
  readonly deviceName: string | null;
  /** The selections that wore the device (usually one). */
  readonly selectionIds: readonly string[];
  readonly playerIds: readonly string[];
  /** Samples in the file (the stored batches' counts). */
  readonly samples: number;
  readonly sources: readonly SampleSource[];
}

/** The event's devices with stored samples, each with its file's path (unique, readable). */
export async function deviceFiles(
  context: ApiContext,
  eventId: string,
  selections: readonly ArchivedSelection[],
): Promise<DeviceFile[]> {
  const rows = await sql.eventSampleSources.run({ eventId }, typedSql(context.deps.db));
  const byDevice = new Map<string, typeof rows>();
  for (const row of rows) byDevice.set(row.device_id, [...(byDevice.get(row.device_id) ?? []), row]);
  const taken = new Set<string>();
  return [...byDevice].map(([deviceId, sources]) => {
    const wearing = selections.filter((s) => s.device?.id === deviceId);
    const deviceName = wearing[0]?.device?.name ?? null;
    const who = wearing.map((s) => `${s.player.lastName}-${s.player.firstName}`).join('-');
    const base = safeFileName(who === '' ? `device-${deviceId}` : `${who}-${deviceName ?? deviceId}`);
    let path = `samples/${base}.csv`;
    for (let n = 2; taken.has(path); n++) path = `samples/${base}-${n}.csv`;
    taken.add(path);
    // Stored order: by stream, then revision (the query's order).
    const ordered = [...sources].sort((a, b) =>
      a.stream_name === b.stream_name
        ? Number(BigInt(a.from_revision) - BigInt(b.from_revision))
        : a.stream_name < b.stream_name
          ? -1
          : 1,
    );
    return {
      path,
      deviceId,
      deviceName,
      selectionIds: wearing.map((s) => s.id),
      playerIds: wearing.map((s) => s.player.id),
      samples: ordered.reduce((sum, s) => sum + s.samples, 0),
      sources: ordered.map((s) => ({
        streamName: s.stream_name,
        fromRevision: BigInt(s.from_revision),
        toRevision: BigInt(s.to_revision),
        format: s.format,
      })),
    };
  });
}
