/**
 * Data ranges (speed in km/h, acceleration in m/s²) as the team and event settings edit them. The
 * rules are the API's (`rangeProblem` of `@stride/contracts/ranges`): a name of 1 to 60
 * characters, each bound optional but not both, within the type's bounds, the lower below the
 * upper.
 */
import { RANGE_BOUNDS, RANGE_NAME_MAX_LENGTH, type RangeType } from '@stride/contracts/ranges';
import { graphql } from '../gql/gql.ts';
import type { RangeFieldsFragment, RangesFieldsFragment } from '../gql/graphql.ts';
import {
  type FormErrors,
  type FormRules,
  maxLength,
  numberBetween,
  numberOrNull,
  required,
} from './validation.ts';

// A team's or an event's ranges, by type, as the team and the event ask for them.
graphql(/* GraphQL */ `
  fragment RangesFields on Ranges {
    speed {
      ...RangeFields
    }
    accel {
      ...RangeFields
    }
  }
`);

graphql(/* GraphQL */ `
  fragment RangeFields on DataRange {
    id
    type
    name
    min
    max
  }
`);

export type RangeView = RangeFieldsFragment;
export type RangesView = RangesFieldsFragment;

/** The two lists, in the order screens show them, with the type each holds. */
export const RANGE_LISTS = [
  { key: 'speed', type: 'SPEED' },
  { key: 'accel', type: 'ACCELERATION' },
] as const satisfies readonly { key: keyof RangesView; type: RangeType }[];

export type RangeFormValues = {
  readonly name: string;
  readonly min: string;
  readonly max: string;
};

/** What `create…Range` and `update…Range` take besides the type (`RangeInput`). */
export type RangeInput = {
  readonly name: string;
  readonly min: number | null;
  readonly max: number | null;
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function rangeFormFrom(range: RangeView | null): RangeFormValues {
  return range === null
    ? { name: '', min: '', max: '' }
    : { name: range.name, min: text(range.min), max: text(range.max) };
}

export function rangeRules(type: RangeType): FormRules<RangeFormValues> {
  const bounds = numberBetween(RANGE_BOUNDS[type].min, RANGE_BOUNDS[type].max);
  // The API counts the name's length without its surrounding blanks.
  const nameLength = (value: string) => maxLength(RANGE_NAME_MAX_LENGTH)(value.trim());
  return { name: [required, nameLength], min: [bounds], max: [bounds] };
}

/** Rules across the bounds: at least one, the lower below the upper. */
export function checkRange(values: RangeFormValues): FormErrors<RangeFormValues> {
  const min = numberOrNull(values.min);
  const max = numberOrNull(values.max);
  if (values.min.trim() === '' && values.max.trim() === '')
    return { min: [{ key: 'validation.rangeBound' }] };
  if (min !== null && max !== null && min >= max) return { max: [{ key: 'validation.rangeOrder' }] };
  return {};
}

/** The API's input from valid form values (a decimal comma is accepted). */
export function rangeInputFrom(values: RangeFormValues): RangeInput {
  return { name: values.name.trim(), min: numberOrNull(values.min), max: numberOrNull(values.max) };
}

/** The unit of a range type, for labels and values. */
export function rangeUnit(type: RangeType): 'kilometer-per-hour' | 'mps2' {
  return type === 'SPEED' ? 'kilometer-per-hour' : 'mps2';
}
