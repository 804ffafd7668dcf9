/**
 * Field-by-field differences between two states of an entity. The states are plain JSON
 * (`views.ts` makes them): objects are walked key by key, so a changed season name reads as
 * `seasons.<id>.name`; arrays and scalars are compared whole.
 */
import type { JsonValue } from '@stride/contracts/json';

export interface FieldChange {
  /** Dot-separated path from the entity's root: `name`, `staff.<staffId>.isManager`. */
  readonly path: string;
  /** Undefined: the field did not exist before (or after). */
  readonly before: JsonValue | undefined;
  readonly after: JsonValue | undefined;
}

const isObject = (value: JsonValue | undefined): value is { readonly [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function same(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The changes from `before` to `after`, in the order of their keys (after's first). */
export function diff(before: JsonValue | undefined, after: JsonValue | undefined, path = ''): FieldChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...Object.keys(after), ...Object.keys(before).filter((k) => !(k in after))];
    return keys.flatMap((key) => diff(before[key], after[key], path === '' ? key : `${path}.${key}`));
  }
  if (same(before, after)) return [];
  // A field that comes (or goes) without a value is no change: a created entity lists what it has.
  const empty = (value: JsonValue | undefined) =>
    value === null || (Array.isArray(value) && value.length === 0);
  if ((before === undefined && empty(after)) || (empty(before) && after === undefined)) return [];
  // A new (or removed) object reads as its fields, so a created entity lists what it was created with.
  if (isObject(after) && before === undefined) return diff({}, after, path);
  if (isObject(before) && after === undefined) return diff(before, {}, path);
  return [{ path, before, after }];
}

/** Every leaf of `state` as a path and its value: the "as of" screen's list of fields. */
export function fieldsOf(state: JsonValue, path = ''): { path: string; value: JsonValue }[] {
  if (!isObject(state)) return [{ path, value: state }];
  return Object.entries(state).flatMap(([key, value]) =>
    fieldsOf(value, path === '' ? key : `${path}.${key}`),
  );
}
