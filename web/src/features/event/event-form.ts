/**
 * The event's details form (`updateEvent`) and its mapping to and from the API: fields are text
 * while edited and become numbers, enumerations and nulls when sent. Bounds are the SDL's: a name
 * of 1 to 120 characters, a theme up to 120, a match system up to 20, a score of 0 to 999 each
 * (both or neither), days to the match within ±365.
 */
import { competitions, eventPlaces, eventTypes } from '@stride/contracts/events/event';
import {
  type FormErrors,
  type FormRules,
  integerBetween,
  maxLength,
  numberOrNull,
  oneOf,
  required,
  textOrNull,
} from '../../forms/validation.ts';
import type { EventDetailsInput } from './api/event-mutations.ts';
import type { EventView } from './api/fragments.ts';

export const EVENT_LIMITS = {
  nameMaxLength: 120,
  themeMaxLength: 120,
  matchSystemMaxLength: 20,
  scoreMax: 999,
  daysToMatchMax: 365,
} as const;

export type DetailsFormValues = {
  readonly name: string;
  readonly type: string;
  readonly place: string;
  readonly competition: string;
  readonly theme: string;
  readonly matchSystem: string;
  readonly scoreTeam: string;
  readonly scoreAdv: string;
  readonly daysToMatch: string;
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function detailsFormFrom(event: EventView): DetailsFormValues {
  return {
    name: event.name,
    type: event.type,
    place: text(event.place),
    competition: text(event.competition),
    theme: text(event.theme),
    matchSystem: text(event.matchSystem),
    scoreTeam: text(event.score?.team ?? null),
    scoreAdv: text(event.score?.adv ?? null),
    daysToMatch: text(event.daysToMatch),
  };
}

export const detailsRules: FormRules<DetailsFormValues> = {
  name: [required, maxLength(EVENT_LIMITS.nameMaxLength)],
  type: [required],
  theme: [maxLength(EVENT_LIMITS.themeMaxLength)],
  matchSystem: [maxLength(EVENT_LIMITS.matchSystemMaxLength)],
  scoreTeam: [integerBetween(0, EVENT_LIMITS.scoreMax)],
  scoreAdv: [integerBetween(0, EVENT_LIMITS.scoreMax)],
  daysToMatch: [integerBetween(-EVENT_LIMITS.daysToMatchMax, EVENT_LIMITS.daysToMatchMax)],
};

/** A score is both numbers or neither. */
export function checkDetails(values: DetailsFormValues): FormErrors<DetailsFormValues> {
  const team = values.scoreTeam.trim() !== '';
  const adv = values.scoreAdv.trim() !== '';
  if (team && !adv) return { scoreAdv: [{ key: 'validation.scoreBoth' }] };
  if (adv && !team) return { scoreTeam: [{ key: 'validation.scoreBoth' }] };
  return {};
}

/** What `updateEvent` takes, from valid form values (blanks are null). */
export function detailsInputFrom(values: DetailsFormValues): EventDetailsInput {
  const team = numberOrNull(values.scoreTeam);
  const adv = numberOrNull(values.scoreAdv);
  const type = oneOf(eventTypes, values.type);
  if (type === null) throw new Error(`unknown event type ${values.type}`);
  return {
    name: values.name.trim(),
    type,
    place: oneOf(eventPlaces, values.place),
    competition: oneOf(competitions, values.competition),
    theme: textOrNull(values.theme),
    matchSystem: textOrNull(values.matchSystem),
    score: team === null || adv === null ? null : { team, adv },
    daysToMatch: numberOrNull(values.daysToMatch),
  };
}
