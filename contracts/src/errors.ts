/**
 * The error catalogue of the product spec (§8). A `DomainError` carries one of these codes as its
 * message; the GraphQL layer maps it to one of the four extension codes the client understands.
 */
export const errorCatalogue = {
  ADMIN_ONLY: 'Admin only',
  ALREADY_SELECTED: 'Already selected',
  AVAILABILITY_NOT_FOUND: 'Availability not found',
  BULK_UPLOAD_INVALID_FILE: 'Invalid device data',
  CLUB_NOT_FOUND: 'Club not found',
  COACH_ONLY: 'Coach only',
  DEVICE_ALREADY_OWNED: 'Device already owned',
  DEVICE_NOT_ALLOWED: 'You do not have permission to access this device',
  DEVICE_NOT_FOUND: 'Device not found',
  DEVICE_TYPE_NOT_SUPPORTED: 'Device type not supported',
  EMAIL_ALREADY_EXISTS: 'Email already used',
  EMAIL_ALREADY_SENT: 'Email already sent',
  EVENT_COMPUTE_RUNNING: 'Event compute running',
  EVENT_FINISHED: 'Event finished',
  EVENT_LOCKED: 'Event locked',
  EVENT_NOT_FINISHED: 'Event not finished',
  EVENT_NOT_FOUND: 'Event not found',
  EVENT_NOT_STARTED: 'Event not started',
  EVENT_STARTED: 'Event started',
  INJURY_NOT_FOUND: 'Injury not found',
  INVALID_CREDENTIALS: 'Invalid credentials',
  INVALID_DATE_RANGE: 'Invalid date range',
  INVALID_RANGE_TYPE: 'Invalid range type',
  INVALID_TOKEN: 'Invalid token',
  IS_ALREADY_STAFF: 'User is already a staff',
  MANAGER_ONLY: 'Manager only',
  MEMBER_LIMIT_REACHED: 'Member limit reached',
  MISSING_CREDENTIALS: 'Missing credentials',
  MISSING_START_DATE: 'Missing start date',
  NOT_CONFIGURED: 'Connection not configured',
  NO_CURRENT_SEASON: 'No current season',
  PARKED_EVENT_NOT_FOUND: 'Parked event not found',
  PERIOD_FINISHED: 'Period finished',
  PERIOD_NOT_FOUND: 'Period not found',
  PERIOD_OVERLAP: 'Period overlap',
  PERIOD_STARTED: 'Period started',
  PLAYER_LIMIT_REACHED: 'Player limit reached',
  PLAYER_NOT_FOUND: 'Player not found',
  PROJECTION_NOT_FOUND: 'Projection not found',
  RANGE_LIMIT_REACHED: 'Data range limit reached',
  REFRESH_FAILED: 'Token refresh failed',
  SELECTION_NOT_FOUND: 'Selection not found',
  STAFF_NOT_FOUND: 'Staff not found',
  STAFF_ONLY: 'Staff only',
  TEAM_LIMIT_REACHED: 'Team limit reached',
  TEAM_NOT_FOUND: 'Team not found',
  TRAINER_ONLY: 'Trainer only',
  UNKNOW_ERROR: 'Unknown error',
  USERNAME_MISMATCH: 'Connection username mismatch',
  USER_ALREADY_EXISTS: 'User already exists',
  USER_NOT_FOUND: 'User not found',
  USER_NOT_VERIFIED: 'User email is not verified',
  // Added for the subscription-expired screen (spec §2): the club is blocked until reactivated.
  SUBSCRIPTION_EXPIRED: 'Subscription expired',
  // Added for login rate limiting (issue 4): repeated failures wait before trying again.
  TOO_MANY_ATTEMPTS: 'Too many attempts, try again later',
  // Added for the period lifecycle (issue 6): stopping a period that was never started.
  PERIOD_NOT_STARTED: 'Period not started',
  // Added for hostile device files (issue 15): limits on what one upload may cost.
  BULK_UPLOAD_TOO_MANY_DEVICES: 'Too many devices in the file',
  BULK_UPLOAD_TOO_LARGE: 'Device data too large',
  BULK_UPLOAD_TIMEOUT: 'Reading the device data took too long',
  UPLOAD_LIMIT_REACHED: 'Too many uploads in progress, try again later',
  // Added for write contention (issue 15): another writer kept changing the same record.
  WRITE_CONFLICT: 'Someone else changed this at the same moment, try again',
  // Added for safe retries (issue 15): the write is stored; the read model does not show it yet.
  WRITE_PENDING: 'Saved, it will appear in a moment',
  // Added for safe retries (issue 15): one x-command-id sent again with other arguments.
  COMMAND_ID_REUSED: 'This request was already sent with other values',
  // Added for tracking profiles per team (issue 17): the source profile named, and its values.
  INVALID_TRACKING_PROFILE: 'Invalid tracking profile',
  TRACKING_VALUE_OUT_OF_RANGE: 'Tracking value out of range',
  TRACKING_SETTINGS_CONFLICT: 'Tracking settings contradict each other',
  // Added for the live device gateway (issue 18): receiver tokens and the batches they send.
  RECEIVER_NAME_INVALID: 'Receiver name must be 1 to 60 characters',
  RECEIVER_NOT_FOUND: 'Receiver not found',
  RECEIVER_LIMIT_REACHED: 'This team has too many receivers',
  RECEIVER_TOKEN_INVALID: 'Receiver token invalid or revoked',
  LIVE_BATCH_MALFORMED: 'Malformed sample batch',
  LIVE_BATCH_TOO_LARGE: 'Sample batch too large',
  LIVE_TIME_BACKWARDS: 'Sample times run backwards',
  LIVE_VALUE_IMPOSSIBLE: 'Impossible sample value',
  LIVE_DEVICE_NOT_SELECTED: 'Device not selected in a started event of this team',
  LIVE_RATE_LIMITED: 'Too many batches, slow down',
  // The gateway is closing (a restart): the batch was not stored, resend it.
  LIVE_GATEWAY_CLOSING: 'The server is restarting: send the batch again',
  // An HTTP method the live gateway does not take.
  METHOD_NOT_ALLOWED: 'Method not allowed',
  // Added for a team's live alert thresholds (issue 18): a target or heart-rate value out of its bounds.
  LIVE_ALERT_INVALID: 'Live alert value out of range',
  // Added for seasons and tags (issue 19): a season id that names none of the team's, two seasons
  // of a team sharing a day, and tag management outside the club's plan (`options.tagManagement`).
  SEASON_NOT_FOUND: 'Season not found',
  SEASON_OVERLAP: 'Season overlaps another season of the team',
  DRILL_NOT_FOUND: 'Drill not found',
  TAG_MANAGEMENT_NOT_IN_PLAN: "Tag management is not part of the club's plan",
  // Added for demo mode (issue 19): a demo viewer reads the demo club and changes nothing.
  DEMO_READ_ONLY: 'Demo mode is read-only: turn it off to make changes',
  // Added for replay marks and cut intervals (issue 20): an id that names no mark or interval.
  INTERVAL_NOT_FOUND: 'Interval not found',
  MARK_NOT_FOUND: 'Mark not found',
  // The generic codes of §8 double as messages when no specific code applies.
  BAD_USER_INPUT: 'Invalid value',
  UNAUTHENTICATED: 'Unauthenticated',
  FORBIDDEN: 'Forbidden',
  INTERNAL_SERVER_ERROR: 'Unexpected error',
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** The extension codes of spec §8: what the client uses to pick a notification type. */
export type ExtensionCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'INTERNAL_SERVER_ERROR';

const unauthenticated: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'UNAUTHENTICATED',
  'INVALID_TOKEN',
  'REFRESH_FAILED',
  'INVALID_CREDENTIALS',
  'MISSING_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'RECEIVER_TOKEN_INVALID',
]);
const forbidden: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'FORBIDDEN',
  'ADMIN_ONLY',
  'COACH_ONLY',
  'MANAGER_ONLY',
  'STAFF_ONLY',
  'TRAINER_ONLY',
  'DEVICE_NOT_ALLOWED',
  'USER_NOT_VERIFIED',
  'SUBSCRIPTION_EXPIRED',
  'DEMO_READ_ONLY',
]);
const internal: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['INTERNAL_SERVER_ERROR', 'UNKNOW_ERROR']);

export function extensionCodeOf(code: ErrorCode): ExtensionCode {
  if (unauthenticated.has(code)) return 'UNAUTHENTICATED';
  if (forbidden.has(code)) return 'FORBIDDEN';
  if (internal.has(code)) return 'INTERNAL_SERVER_ERROR';
  return 'BAD_USER_INPUT';
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/**
 * A rule of the domain said no. Thrown by deciders and validators; never retried; the store is
 * left unchanged. `details` says which argument was wrong, for the client and the logs.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(code);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
