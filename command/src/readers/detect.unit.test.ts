import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect.ts';
import { readBytes, readError, syntheticFit } from './testing.ts';
import { ReaderError, type FileFormat } from './types.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const fit = syntheticFit([{ t: Date.UTC(2024, 0, 1), hr: 100 }]);

const detect = (bytes: Uint8Array | string, fileName?: string): FileFormat =>
  detectFormat(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, true, fileName);

function thrown(f: () => unknown): ReaderError {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(ReaderError);
    return error as ReaderError;
  }
  throw new Error('did not throw');
}

describe('format detection', () => {
  it('goes by the content, whatever the file name says', () => {
    expect(detect(fit, 'export.csv')).toBe('fit');
    expect(detect(fixture('track.gpx'), 'activity.tcx')).toBe('gpx');
    expect(detect(fixture('track.tcx'), 'activity.gpx')).toBe('tcx');
    expect(detect(fixture('kinexon-synthetic.csv'), 'match.gpx')).toBe('csv-kinexon');
    expect(detect(fixture('catapult-synthetic.csv'), 'U18_ID1.fit')).toBe('csv-catapult');
    expect(detect(fixture('stride.csv'), 'track.tcx')).toBe('csv-stride');
    expect(detect(fixture('stride.csv'))).toBe('csv-stride');
  });

  it('finds the XML root after declarations, comments, a doctype, and under a prefix', () => {
    const prolog =
      '\ufeff<?xml version="1.0"?>\n<!-- a comment with <gpx> in it -->\n<!DOCTYPE x [ <!ENTITY a "b"> ]>\n';
    expect(detect(`${prolog}<g:gpx xmlns:g="http://www.topografix.com/GPX/1/1"/>`)).toBe('gpx');
    expect(detect(`${prolog}<TrainingCenterDatabase>`)).toBe('tcx');
  });

  it('reads CSV headers with spaces, quotes, any case, a byte order mark and CRLF', () => {
    expect(detect('\ufeff"Timestamp" , LONGITUDE,latitude\r\n1,2,3\r\n')).toBe('csv-catapult');
    expect(detect('time,device,hr\n')).toBe('csv-stride');
  });

  it('says which files it does not support, and what it does', () => {
    const csv = thrown(() => detect('a,b,c\n1,2,3\n', 'export.csv'));
    expect(csv.code).toBe('DEVICE_TYPE_NOT_SUPPORTED');
    expect(csv.message).toMatch(/^unknown CSV header "a,b,c"; supported: FIT; GPX; TCX; CSV with the header/);
    expect(thrown(() => detect('device;time;hr\nA;1;2\n')).message).toMatch(/separated by commas/);
    const kml = thrown(() => detect('<?xml version="1.0"?><kml><Document/></kml>', 'a.kml'));
    expect(kml.code).toBe('DEVICE_TYPE_NOT_SUPPORTED');
    expect(kml.message).toMatch(/root element is <kml>, neither GPX nor TCX/);
    const binary = thrown(() =>
      detect(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 1, 2]), 'export.zip'),
    );
    expect(binary.code).toBe('DEVICE_TYPE_NOT_SUPPORTED');
    expect(binary.message).toMatch(/^"export.zip" is a binary file that is not FIT/);
  });

  it('maps to the catalogue error for the API: the reason code and its parameters, no prose', () => {
    const error = thrown(() => detect('a,b\n'));
    const domain = error.toDomainError();
    expect(domain.code).toBe('DEVICE_TYPE_NOT_SUPPORTED');
    expect(domain.details).toEqual({ reason: 'FORMAT_CSV_HEADER', header: 'a,b' });
  });

  it('names the reason of each refusal as a code with its parameters', () => {
    const failure = (error: ReaderError) => ({ reason: error.reason, params: error.params });
    expect(failure(thrown(() => detect('device;time;hr\nA;1;2\n')))).toEqual({
      reason: 'FORMAT_CSV_SEPARATOR',
      params: { header: 'device;time;hr' },
    });
    expect(failure(thrown(() => detect('<?xml version="1.0"?><kml><Document/></kml>', 'a.kml')))).toEqual({
      reason: 'FORMAT_XML_ROOT',
      params: { root: 'kml' },
    });
    expect(
      failure(thrown(() => detect(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 1, 2]), 'export.zip'))),
    ).toEqual({ reason: 'FORMAT_UNKNOWN', params: {} });
    expect(failure(thrown(() => detect('')))).toEqual({ reason: 'FILE_EMPTY', params: {} });
    expect(failure(thrown(() => detect('  \n \n')))).toEqual({ reason: 'FILE_EMPTY', params: {} });
  });

  it('refuses an empty or blank file as invalid', () => {
    expect(thrown(() => detect('')).code).toBe('BULK_UPLOAD_INVALID_FILE');
    expect(thrown(() => detect('')).message).toBe('the file is empty');
    expect(thrown(() => detect(' \n\r\n\t')).message).toBe('the file is empty (blank)');
  });

  it('lets the name decide only when the content cannot, and that reader says what is wrong', async () => {
    const junk = Buffer.from([
      0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d,
    ]);
    expect(detect(junk, 'watch.FIT')).toBe('fit');
    const notFit = (await readError(junk, { fileName: 'watch.FIT' })) as ReaderError;
    expect(notFit.code).toBe('BULK_UPLOAD_INVALID_FILE');
    expect(detect('a,b\n', 'ride.gpx')).toBe('gpx');
    const notGpx = (await readError('a,b\n', { fileName: 'ride.gpx' })) as ReaderError;
    expect(notGpx.code).toBe('BULK_UPLOAD_INVALID_FILE');
    expect(notGpx.message).toMatch(/^malformed GPX at line \d+, column \d+: text data outside of root node/);
  });

  it('detects through readSamples when the header arrives one byte at a time', async () => {
    const { summary } = await readBytes(fixture('kinexon-synthetic.csv'), { fileName: 'x.gpx' }, 1);
    expect(summary.format).toBe('csv-kinexon');
    const empty = (await readError('')) as ReaderError;
    expect(empty.code).toBe('BULK_UPLOAD_INVALID_FILE');
    const forcedEmpty = (await readError('', { format: 'tcx' })) as ReaderError;
    expect(forcedEmpty.message).toBe('the file is empty');
  });
});
