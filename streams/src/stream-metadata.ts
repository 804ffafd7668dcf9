/**
 * Stream metadata in EventStoreDB's stored form (`$maxCount`, `$maxAge`, `$tb`, custom keys at the
 * top level), used by both adapters so the two stores hold the same JSON.
 */
import type { JsonValue } from '@stride/contracts/json';
import type { StreamMetadata } from './port.ts';

type StoredMetadata = Record<string, JsonValue>;

export function toStoredStreamMetadata(metadata: StreamMetadata): StoredMetadata {
  const stored: StoredMetadata = {};
  if (metadata.maxCount !== undefined) stored.$maxCount = nonNegativeInteger('maxCount', metadata.maxCount);
  if (metadata.maxAge !== undefined) stored.$maxAge = nonNegativeInteger('maxAge', metadata.maxAge);
  if (metadata.truncateBefore !== undefined) {
    const truncateBefore = metadata.truncateBefore;
    if (truncateBefore < 0n || truncateBefore > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new RangeError(`invalid stream metadata: truncateBefore ${truncateBefore} is out of range`);
    }
    stored.$tb = Number(truncateBefore);
  }
  const custom = Object.entries(metadata.custom ?? {});
  for (const [key] of custom) {
    if (key.startsWith('$')) throw new RangeError(`invalid stream metadata: custom key ${key} is reserved`);
  }
  // fromEntries: a key such as __proto__ stays an own property.
  return { ...stored, ...Object.fromEntries(custom) };
}

export function fromStoredStreamMetadata(
  stored: Readonly<Record<string, unknown>> | null | undefined,
): StreamMetadata {
  if (!stored) return {};
  let maxCount: number | undefined;
  let maxAge: number | undefined;
  let truncateBefore: bigint | undefined;
  const custom: Array<[string, JsonValue]> = [];
  for (const [key, value] of Object.entries(stored)) {
    if (key === '$maxCount' && typeof value === 'number') maxCount = value;
    else if (key === '$maxAge' && typeof value === 'number') maxAge = value;
    // EventStoreDB marks a soft-deleted stream with `$tb` = long.MaxValue, which JSON.parse turns
    // into an unsafe number: that marker is not a user value.
    else if (key === '$tb' && typeof value === 'number') {
      if (Number.isSafeInteger(value)) truncateBefore = BigInt(value);
    } else if (!key.startsWith('$')) custom.push([key, value as JsonValue]);
  }
  return {
    ...(maxCount === undefined ? {} : { maxCount }),
    ...(maxAge === undefined ? {} : { maxAge }),
    ...(truncateBefore === undefined ? {} : { truncateBefore }),
    ...(custom.length === 0 ? {} : { custom: Object.fromEntries(custom) }),
  };
}

function nonNegativeInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`invalid stream metadata: ${name} must be a non-negative integer, got ${value}`);
  }
  return value;
}
