/**
 * Why an upload job failed, as codes and parameters the interface says in the user's language
 * (issue 16): the job's catalogue code (`BULK_UPLOAD_INVALID_FILE`, `DEVICE_NOT_FOUND` …) names
 * the kind of refusal, the reason says exactly what was wrong, its parameters the particulars
 * (the unknown device keys, the byte offset, the limit that was passed, the archive entry).
 *
 * `UploadFailed` events carry `failure` from issue 16 on; older ones only have their English
 * `message`, which the interface shows as it is (stored events are never rewritten).
 */

export const uploadFailureReasons = [
  /** The file has no bytes, or only blanks. */
  'FILE_EMPTY',
  /** Not a kind of file the platform reads (binary, no header, an XML without a root…). */
  'FORMAT_UNKNOWN',
  /** An XML file whose root element is neither GPX nor TCX. `root`. */
  'FORMAT_XML_ROOT',
  /** A CSV whose header is none of the layouts. `header`. */
  'FORMAT_CSV_HEADER',
  /** As FORMAT_CSV_HEADER, with semicolons or tabs where commas are needed. `header`. */
  'FORMAT_CSV_SEPARATOR',
  /** A FIT file above the FIT format's own size limit. `limit` (bytes). */
  'FIT_TOO_LARGE',
  /** Its first bytes are not a FIT header. */
  'FIT_NOT_FIT',
  /** Shorter than its header says. `expected`, `bytes`. */
  'FIT_TRUNCATED',
  /** Its CRC does not match its content. */
  'FIT_CORRUPT',
  /** A FIT file with compressed timestamp headers, which the FIT SDK does not decode. `byte`. */
  'FIT_COMPRESSED_TIMESTAMPS',
  /** The FIT decoder stopped at a byte. `byte`. */
  'FIT_UNREADABLE_AT',
  /** The FIT decoder stopped. */
  'FIT_UNREADABLE',
  /** A quote opened in a CSV line is never closed. `line`. */
  'CSV_UNCLOSED_QUOTE',
  /** A CSV the parser cannot read. `line` when known. */
  'CSV_MALFORMED',
  /** A column named twice in the header. `column`. */
  'CSV_DUPLICATE_COLUMN',
  /** csv-stride: `lat` without `lon`, or `x` without `y` (or the other way round). */
  'CSV_STRIDE_PAIRS',
  /** csv-stride: no value column (lat/lon, x/y, speed, hr, hdop). */
  'CSV_STRIDE_NO_VALUES',
  /** The header lacks columns of its layout. `format`, `columns` (list). */
  'CSV_MISSING_COLUMNS',
  /** No header line. `format`. */
  'CSV_NO_HEADER',
  /** An XML file (GPX, TCX) that is not well-formed. `format`, `line`, `column` when known. */
  'XML_MALFORMED',
  /** An XML file that ends in the middle. `format`, `line`, `column`. */
  'XML_TRUNCATED',
  /** The XML root element is not the format's. `format`, `root`, `expected`. */
  'XML_WRONG_ROOT',
  /** No track points, records or rows. `format`. */
  'NO_ROWS',
  /** No row is usable. `rows`, `problems` (list of drop reasons, csv.ts DropReason). */
  'NO_USABLE_ROWS',
  /** Too many rows unusable. `dropped`, `rows`, `percent` (the limit), `problems` (list). */
  'TOO_MANY_UNUSABLE_ROWS',
  /** The reader stopped on something unexpected in the file. `format`. */
  'READER_FAILED',
  /** More devices than allowed. `limit`. */
  'TOO_MANY_DEVICES',
  /** More bytes than allowed (an archive's files unpacked together). `limit` (bytes). */
  'TOO_LARGE',
  /** More lines than allowed. `limit`. */
  'TOO_MANY_LINES',
  /** A ZIP archive that cannot be read. */
  'ARCHIVE_UNREADABLE',
  /** More device files in the archive than allowed. `limit`. */
  'ARCHIVE_TOO_MANY_FILES',
  /** A ZIP archive without device files. */
  'ARCHIVE_NO_DEVICE_FILES',
  /** Reading the file needed more memory than allowed. `limit` (MB). */
  'OUT_OF_MEMORY',
  /** Reading the file took longer than allowed. `limit` (ms). */
  'TIMEOUT',
  /** A one-device upload whose file holds several devices. `count`, `keys` (list). */
  'SEVERAL_DEVICES',
  /** Devices of the file that are not the club's. `keys` (list, at most 50), `count`. */
  'UNKNOWN_DEVICES',
  /** No sample in the file (quick import). */
  'NO_SAMPLES',
  /** A file whose times are relative (Kinexon) sent without the time it started (quick import, dock). */
  'RELATIVE_TIMES_NEED_START',
  /** A file whose times are relative (Kinexon) for an event (or period) that has no start. */
  'RELATIVE_TIMES_EVENT_NO_START',
  /** The server stopped while the job ran: send the file again. */
  'INTERRUPTED',
  /** Something unexpected on our side. */
  'UNEXPECTED',
] as const;
export type UploadFailureReason = (typeof uploadFailureReasons)[number];

export function isUploadFailureReason(value: unknown): value is UploadFailureReason {
  return typeof value === 'string' && (uploadFailureReasons as readonly string[]).includes(value);
}

/**
 * What was wrong with the rows a reader dropped (the `problems` parameter of NO_USABLE_ROWS and
 * TOO_MANY_UNUSABLE_ROWS): the readers' drop reasons (command/src/readers/types.ts `DropReason`).
 */
export const rowProblems = [
  'wrong-field-count',
  'malformed-row',
  'bad-number',
  'bad-time',
  'bad-position',
  'missing-device',
  'no-data',
  'duplicate-time',
  'time-backwards',
  'unterminated-last-row',
] as const;
export type RowProblem = (typeof rowProblems)[number];

/** A parameter's value: a number (counts, offsets, limits), a text (a name) or a list of texts. */
export type FailureParamValue = number | string | readonly string[];
export type FailureParams = Readonly<Record<string, FailureParamValue>>;

/**
 * The reason of a failure and its parameters. `reason` is null when the job's code says it all
 * (EVENT_NOT_FOUND, EVENT_LOCKED …). Every parameter may also hold `entry`: the archive entry
 * (a docking station's ZIP) the reason is about.
 */
export interface UploadFailure {
  readonly reason: UploadFailureReason | null;
  readonly params: FailureParams;
}
