/**
 * A refused file: the job fails with a catalogue code and a message, and nothing of it counts.
 * Anything unexpected fails it with `UNKNOW_ERROR`.
 */
import { isDomainError, type ErrorCode } from '@stride/contracts/errors';
import { isReaderError } from '../readers/types.ts';

/** A refusal of the file: the job fails with this code and nothing counts. */
export class Refused extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export function refusalOf(error: unknown): {
  code: ErrorCode;
  message: string;
  details: Record<string, unknown>;
} {
  if (error instanceof Refused)
    return { code: error.code, message: error.message, details: { ...error.details } };
  if (isReaderError(error))
    return { code: error.code, message: error.message, details: { ...error.details } };
  if (isDomainError(error)) return { code: error.code, message: error.code, details: { ...error.details } };
  return { code: 'UNKNOW_ERROR', message: 'the upload failed unexpectedly', details: {} };
}
