/**
 * A mutation field's arguments as one short, stable value: what a retry with the same
 * `x-command-id` must repeat exactly. Keys are sorted, so `{ a, b }` and `{ b, a }` agree; dates
 * count as their instant and files as their name, type and size, and a file spooled to disk also as
 * its content's SHA-256 (not its temporary path, which differs at every attempt).
 */
import { createHash } from 'node:crypto';
import { getArgumentValues, type GraphQLResolveInfo } from 'graphql';
import { isSpooledFile } from './plugins/upload-spool.ts';

function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    // A file spooled to disk (plugins/upload-spool.ts): its content's hash, never its temporary path.
    if (isSpooledFile(value))
      return { file: value.name, size: value.size, type: value.type, sha256: value.sha256 };
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      return { file: (value as Blob & { name?: string }).name ?? null, size: value.size, type: value.type };
    }
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item)]));
  }
  return value;
}

/** SHA-256 (base64url) of the field's name and its arguments as the resolver sees them. */
export function argumentsFingerprint(info: GraphQLResolveInfo): string {
  const field = info.parentType.getFields()[info.fieldName];
  const node = info.fieldNodes[0];
  const args = field && node ? getArgumentValues(field, node, info.variableValues) : {};
  return createHash('sha256')
    .update(JSON.stringify([info.fieldName, canonical(args)]))
    .digest('base64url');
}
