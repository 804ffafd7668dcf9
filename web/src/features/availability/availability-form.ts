/**
 * The forms of the availability page as pure functions: a status with its dates and note (and,
 * for INJURED, a new injury or the open one), and a change of an injury. Text while edited, the
 * API's inputs when sent. The API checks the same rules (command/src/availability).
 */
import {
  AVAILABILITY_NOTE_MAX_LENGTH,
  INJURY_BODY_PART_MAX_LENGTH,
  INJURY_DESCRIPTION_MAX_LENGTH,
  availabilityStatuses,
  injuryStatuses,
  type AvailabilityStatus,
  type InjuryStatus,
} from '@stride/contracts/events/availability';
import {
  maxLength,
  oneOf,
  required,
  textOrNull,
  type FormErrors,
  type FormRules,
} from '../../forms/validation.ts';
import type { AvailabilityInput, InjuryInput, InjuryUpdateInput } from '../../gql/graphql.ts';

export { availabilityStatuses, injuryStatuses, type AvailabilityStatus, type InjuryStatus };

export type StatusFormValues = {
  readonly status: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly note: string;
  /** INJURED: record a new injury (else the open one, if any, is linked). */
  readonly newInjury: boolean;
  readonly description: string;
  readonly bodyPart: string;
  readonly occurredOn: string;
  readonly expectedReturn: string;
};

/** A new status from `today`; INJURED records a new injury unless one is open. */
export function statusFormFor(
  today: string,
  status: AvailabilityStatus,
  openInjury: boolean,
): StatusFormValues {
  return {
    status,
    startDate: today,
    endDate: '',
    note: '',
    newInjury: !openInjury,
    description: '',
    bodyPart: '',
    occurredOn: today,
    expectedReturn: '',
  };
}

/** An entry's values, to correct it (its injury stays linked; no new one is recorded). */
export function statusFormFrom(entry: {
  status: AvailabilityStatus;
  startDate: string;
  endDate: string | null;
  note: string | null;
}): StatusFormValues {
  return {
    ...statusFormFor(entry.startDate, entry.status, true),
    endDate: entry.endDate ?? '',
    note: entry.note ?? '',
    newInjury: false,
  };
}

const injuryRules = {
  description: [required, maxLength(INJURY_DESCRIPTION_MAX_LENGTH)],
  bodyPart: [maxLength(INJURY_BODY_PART_MAX_LENGTH)],
  occurredOn: [required],
};

/** The rules of the status form: the injury's only when one is recorded with it. */
export function statusRules(values: StatusFormValues): FormRules<StatusFormValues> {
  const base: FormRules<StatusFormValues> = {
    status: [required],
    startDate: [required],
    note: [maxLength(AVAILABILITY_NOTE_MAX_LENGTH)],
  };
  return recordsInjury(values) ? { ...base, ...injuryRules } : base;
}

/** Dates in order: the end not before the start, the return not before the injury. */
export function statusOrder(values: StatusFormValues): FormErrors<StatusFormValues> {
  const errors: { -readonly [K in keyof StatusFormValues]?: FormErrors<StatusFormValues>[K] } = {};
  if (values.endDate !== '' && values.startDate !== '' && values.endDate < values.startDate)
    errors.endDate = [{ key: 'availability.form.endBeforeStart' }];
  if (recordsInjury(values) && values.expectedReturn !== '' && values.expectedReturn < values.occurredOn)
    errors.expectedReturn = [{ key: 'availability.form.returnBeforeInjury' }];
  return errors;
}

export const recordsInjury = (values: StatusFormValues): boolean =>
  values.status === 'INJURED' && values.newInjury;

/** What `setPlayerAvailability` takes; `openInjuryId` is linked to an INJURED entry without a new injury. */
export function statusRequest(
  values: StatusFormValues,
  openInjuryId: string | null,
): { availability: AvailabilityInput; injury: InjuryInput | null } {
  const status = oneOf(availabilityStatuses, values.status) ?? 'AVAILABLE';
  const injury = recordsInjury(values)
    ? {
        description: values.description.trim(),
        bodyPart: textOrNull(values.bodyPart),
        occurredOn: values.occurredOn,
        expectedReturn: textOrNull(values.expectedReturn),
      }
    : null;
  return {
    availability: {
      status,
      startDate: values.startDate,
      endDate: textOrNull(values.endDate),
      note: textOrNull(values.note),
      injuryId: status === 'INJURED' && injury === null ? openInjuryId : null,
    },
    injury,
  };
}

export type InjuryFormValues = {
  readonly status: string;
  readonly expectedReturn: string;
  readonly returnedOn: string;
  readonly note: string;
};

export function injuryFormFrom(
  injury: { status: InjuryStatus; expectedReturn: string | null; returnedOn: string | null },
  today: string,
): InjuryFormValues {
  return {
    status: injury.status,
    expectedReturn: injury.expectedReturn ?? '',
    returnedOn: injury.returnedOn ?? today,
    note: '',
  };
}

export const injuryFormRules: FormRules<InjuryFormValues> = {
  status: [required],
  note: [maxLength(AVAILABILITY_NOTE_MAX_LENGTH)],
};

/** What `updateInjury` takes: the return day only with RECOVERED (cleared otherwise). */
export function injuryRequest(values: InjuryFormValues): InjuryUpdateInput {
  const status = oneOf(injuryStatuses, values.status) ?? 'CARE';
  return {
    status,
    expectedReturn: textOrNull(values.expectedReturn),
    returnedOn: status === 'RECOVERED' ? textOrNull(values.returnedOn) : null,
    note: textOrNull(values.note),
  };
}
