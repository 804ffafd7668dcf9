/**
 * The raw archive download (`event-raw-archive`, docs/raw-archive.md): a zip streamed to the
 * response as it is made: `README.txt`, `event.json`, then one CSV per device of the event with
 * every stored sample, each read batch by batch from the event store. The zip switches to zip64
 * by itself when a size or an offset passes 4 GiB. Access: `event.read` on the event's team, for
 * the user the link names as they are now (checked before any byte is written).
 */
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { downloadContext } from '../downloads/context.ts';
import type { DownloadHandler } from '../downloads/downloads.ts';
import { eventTarget } from '../resolvers/events/target.ts';
import { deviceFiles, type DeviceFile } from './device-files.ts';
import { eventJson, RAW_ARCHIVE_SCHEMA_VERSION, type EventJson } from './event-json.ts';
import { attachment, rawArchiveFileName } from './names.ts';
import { readme } from './readme.ts';
import { sampleFile } from './samples-csv.ts';

/** Compression: level 1 deflates sample CSVs to about a quarter, three times as fast as level 6 (docs/raw-archive.md). */
const ZLIB_LEVEL = 1;

/** `event.json`: the API's answer, the files, and the layout's version. */
export function eventJsonText(json: EventJson, files: readonly DeviceFile[], generatedAt: Date): string {
  const document = {
    schema_version: RAW_ARCHIVE_SCHEMA_VERSION,
    generated_at: generatedAt.toISOString(),
    event: json.event,
    team: json.team,
    selections: json.eventSelections,
    metric_settings: json.eventMetricSettings,
    files: files.map((f) => ({
      path: f.path,
      device_id: f.deviceId,
      device_name: f.deviceName,
      selection_ids: f.selectionIds,
      player_ids: f.playerIds,
      samples: f.samples,
      sources: f.sources.map((s) => ({
        stream: s.streamName,
        from_revision: Number(s.fromRevision),
        to_revision: Number(s.toRevision),
        format: s.format,
      })),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Resolves once the zip has taken the whole entry named `name`. */
function entryDone(zip: ZipArchive, name: string): Promise<void> {
  return new Promise((resolve) => {
    const seen = (entry: { name: string }) => {
      if (entry.name !== name) return;
      zip.off('entry', seen);
      resolve();
    };
    zip.on('entry', seen);
  });
}

export const rawArchiveDownload: DownloadHandler = async (request) => {
  const { res, deps } = request;
  const context = downloadContext(request);
  const { eventId, teamId } = await eventTarget(context, request.params.eventId ?? '', 'event.read');
  const json = await eventJson(context, eventId, teamId);
  const files = await deviceFiles(context, eventId, json.eventSelections);
  const generatedAt = deps.now();
  const origin = json.event.startDate === null ? null : Date.parse(json.event.startDate);

  res.writeHead(200, {
    'content-type': 'application/zip',
    'content-disposition': attachment(rawArchiveFileName(json.event.name, json.event.startDate)),
    'cache-control': 'no-store',
  });
  const zip = new ZipArchive({ zlib: { level: ZLIB_LEVEL } });
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  failed.catch(() => undefined);
  // The caller went away (or the response ended): stop reading the store.
  const closed = once(res, 'close').then(() => zip.abort());
  zip.pipe(res);
  const date = new Date(generatedAt);
  zip.append(readme(files, generatedAt), { name: 'README.txt', date });
  zip.append(eventJsonText(json, files, generatedAt), { name: 'event.json', date });
  for (const file of files) {
    const entered = entryDone(zip, file.path);
    zip.append(Readable.from(sampleFile(deps.store, file.sources, origin), { objectMode: false }), {
      name: file.path,
      date,
    });
    // One device's batches at a time: the next file is read once this one is in the zip.
    await Promise.race([entered, failed, closed]);
    if (res.destroyed) return;
  }
  await Promise.race([zip.finalize(), failed, closed]);
  if (!res.writableFinished) await Promise.race([once(res, 'finish'), closed]);
};
