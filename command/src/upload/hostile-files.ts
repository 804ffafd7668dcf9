/**
 * Hostile device files for tests and benchmarks (issue 15), generated, never committed: a small
 * CSV naming very many devices, and a small ZIP whose one CSV entry unpacks to hundreds of MB of
 * line breaks (a ZIP bomb).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A csv-stride file with one row for each of `devices` distinct devices (35 bytes a row). */
export function manyDevicesCsv(devices: number, start = Date.UTC(2026, 4, 2, 18)): Uint8Array {
  const lines = ['device,time,lat,lon,x,y,speed,hr'];
  for (let i = 0; i < devices; i++) lines.push(`D${String(i).padStart(6, '0')},${start + i},,,,,3.25,150`);
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

const MIB = 1024 * 1024;

/**
 * A ZIP archive holding `bomb.csv`: a Stride CSV header, then `mebibytes` MiB of line breaks.
 * The header makes it a file the readers accept, so what stops it is a limit (lines, bytes,
 * time), not format detection giving up on a blank start. Each MiB is deflated once and its
 * blocks repeated (a full flush makes them independent of what came before), so a 940 MiB entry
 * takes a second to make and about 1 KB per MiB of archive.
 */
export function newlineBombZip(mebibytes: number, name = 'bomb.csv'): Uint8Array {
  const header = Buffer.from('device,time,speed\n');
  const chunk = Buffer.alloc(MIB, 0x0a);
  const flush = { level: 9, finishFlush: constants.Z_FULL_FLUSH };
  const first = deflateRawSync(header, flush);
  const block = deflateRawSync(chunk, flush);
  const end = deflateRawSync(Buffer.alloc(0));
  let crc = crc32(header);
  for (let i = 0; i < mebibytes; i++) crc = crc32(chunk, crc);
  const size = header.length + mebibytes * MIB;
  if (size >= 2 ** 32) throw new RangeError('at most 4 GiB: no ZIP64 here');
  const compressed = first.length + block.length * mebibytes + end.length;
  const fileName = Buffer.from(name);

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(compressed, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(fileName.length, 26);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(compressed, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(fileName.length, 28);
  // local header offset: 0

  const directoryOffset = local.length + fileName.length + compressed;
  const directorySize = central.length + fileName.length;
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(directorySize, 12);
  eocd.writeUInt32LE(directoryOffset, 16);

  return Buffer.concat([
    local,
    fileName,
    first,
    ...Array.from({ length: mebibytes }, () => block),
    end,
    central,
    fileName,
    eocd,
  ]);
}
