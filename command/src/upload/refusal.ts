/**
 * A refused file: the job fails with a catalogue code, a reason with its parameters (what the
 * interface says in the user's language: `@stride/contracts/events/upload-failure`) and a message
 * in English for logs and API users, and nothing of it counts. Anything unexpected fails it with
 * `UNKNOW_ERROR`.
 */
import type {
  FailureParams,
  UploadFailure,
  UploadFailureReason,
} from '@stride/contracts/events/upload-failure';
import { isDomainError, type ErrorCode } from '@stride/contracts/errors';
import { isReaderError } from '../readers/types.ts';

/**
 * A refusal of the file: the job fails with this code and nothing counts. `reason` is null when
 * the code says it all (EVENT_NOT_FOUND …); `details` defaults to the parameters.
 */
export class Refused extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly reason: UploadFailureReason | null,
    message: string,
    readonly params: FailureParams = {},
    readonly details: Readonly<Record<string, unknown>> = params,
  ) {
    super(message);
  }
}

export interface Refusal {
  readonly code: ErrorCode;
  readonly message: string;
  readonly details: Record<string, unknown>;
  readonly failure: UploadFailure;
}

export function refusalOf(error: unknown): Refusal {
  if (error instanceof Refused || isReaderError(error)) {
    return {
      code: error.code,
      message: error.message,
      details: { ...error.details },
      failure: { reason: error.reason, params: { ...error.params } },
    };
  }
  if (isDomainError(error))
    return {
      code: error.code,
      message: error.code,
      details: { ...error.details },
      failure: { reason: null, params: {} },
    };
  return {
    code: 'UNKNOW_ERROR',
    message: 'the upload failed unexpectedly',
    details: {},
    failure: { reason: 'UNEXPECTED', params: {} },
  };
}
