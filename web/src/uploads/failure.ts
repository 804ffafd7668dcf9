/**
 * Why a job failed, in the user's language (issue 16): the catalogue code's message as the title,
 * the reason (`jobFailure.reasons.*`) with its parameters formatted for the language as the detail.
 * A job failed before the server stored reasons has only an English `message`: shown as it is,
 * the one place server prose still reaches the screen (stored events are never rewritten).
 */
import { formatNumber } from '../i18n/format.ts';
import { translate, translatePlural, type PluralKey } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locale.ts';
import type { FailureReason, JobFieldsFragment } from '../gql/graphql.ts';

export interface FailureText {
  /** The catalogue code's message ("Device not found"). */
  readonly title: string;
  /** What exactly, when known: translated, or an old job's English message. */
  readonly detail: string | null;
}

/** The reasons whose message is about a count, and the parameter that counts. */
const COUNTED: Partial<Record<FailureReason, string>> = {
  NO_USABLE_ROWS: 'rows',
  TOO_MANY_UNUSABLE_ROWS: 'dropped',
  TOO_MANY_DEVICES: 'limit',
  TOO_MANY_LINES: 'limit',
  ARCHIVE_TOO_MANY_FILES: 'limit',
  SEVERAL_DEVICES: 'count',
  UNKNOWN_DEVICES: 'count',
};

/** Reasons whose `limit` is in bytes (shown in MB) or milliseconds (shown in seconds). */
const BYTES: ReadonlySet<FailureReason> = new Set(['FIT_TOO_LARGE', 'TOO_LARGE']);
const MILLISECONDS: ReadonlySet<FailureReason> = new Set(['TIMEOUT']);

/** The readers' format codes as a person calls them (brand names: the same in every language). */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  fit: 'FIT',
  gpx: 'GPX',
  tcx: 'TCX',
  'csv-stride': 'Stride CSV',
  'csv-catapult': 'Catapult CSV',
  'csv-kinexon': 'Kinexon CSV',
};

type Failure = NonNullable<JobFieldsFragment['failure']>;
type Param = Failure['params'][number];

function list(locale: Locale, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

function valueOf(locale: Locale, reason: FailureReason, param: Param): string {
  if (param.number !== null) {
    if (param.name === 'limit' && BYTES.has(reason))
      return formatNumber(locale, param.number / (1024 * 1024), 0);
    if (param.name === 'limit' && MILLISECONDS.has(reason))
      return formatNumber(locale, param.number / 1000, 0);
    return formatNumber(locale, param.number, 0);
  }
  if (param.list !== null) {
    if (param.name === 'problems')
      return list(
        locale,
        param.list.map((problem) => translate(locale, `jobFailure.problems.${problem}`)),
      );
    if (param.name === 'columns')
      return list(
        locale,
        param.list.map((column) => `“${column}”`),
      );
    return list(locale, param.list);
  }
  const text = param.text ?? '';
  return param.name === 'format' ? (FORMAT_NAMES[text] ?? text) : text;
}

/** The reason with its parameters, in `locale`; null when the code says it all. */
export function reasonText(locale: Locale, failure: Failure): string | null {
  const { reason } = failure;
  if (reason === null) return null;
  const params: Record<string, string> = {};
  for (const param of failure.params) params[param.name] = valueOf(locale, reason, param);
  const counted = COUNTED[reason];
  const count = failure.params.find((param) => param.name === counted)?.number;
  const key = `jobFailure.reasons.${reason}`;
  const text =
    counted !== undefined && count !== null && count !== undefined
      ? translatePlural(locale, key as PluralKey, count, params)
      : translate(locale, key, params);
  const entry = params['entry'];
  return entry === undefined ? text : translate(locale, 'jobFailure.inEntry', { entry, reason: text });
}

/** Title and detail of a failed job. */
export function failureText(
  locale: Locale,
  job: Pick<JobFieldsFragment, 'code' | 'message' | 'failure'>,
): FailureText {
  const code = job.failure?.code ?? job.code;
  const title = translate(locale, code === null ? 'errors.UNEXPECTED_ERROR' : `errors.${code}`);
  if (job.failure !== null) return { title, detail: reasonText(locale, job.failure) };
  // Failed before reasons were stored: the English words are all there is.
  return { title, detail: job.message === null || job.message === code ? null : job.message };
}
