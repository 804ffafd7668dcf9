/** Device-file readers (issue 5): see README.md. */
export { readAll, readFile, readSamples } from './read.ts';
export { detectFormat, HEAD_BYTES } from './detect.ts';
export {
  DEFAULT_MAX_BYTES,
  DROP_REASONS,
  FILE_FORMATS,
  HR_HOLD_LIMIT_MS,
  isReaderError,
  MAX_BATCH_SIZE,
  ReaderError,
  type ByteChunks,
  type DeviceSamples,
  type DeviceSeries,
  type DeviceSummary,
  type DropReason,
  type FileFormat,
  type FitMetadata,
  type FitSession,
  type HeartRateStats,
  type ReaderErrorCode,
  type ReaderItem,
  type ReadOptions,
  type ReadSummary,
  type XmlMetadata,
} from './types.ts';
