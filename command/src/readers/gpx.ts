/**
 * GPX 1.0/1.1: every `trkpt` (lat/lon attributes, `time`) is a sample; heart rate from Garmin's
 * TrackPointExtension (`gpxtpx:hr`, any prefix; also a plain `heartrate`), speed from its v2
 * `speed` or GPX 1.0's `speed` (m/s). One device per file (key "gpx", label the `creator`).
 * Times without an offset are UTC, as the GPX schema says.
 */
import type { SampleSink } from './sink.ts';
import type { DeviceSamples } from './types.ts';
import { parseXml, TrackPointHandler } from './xml.ts';

class GpxHandler extends TrackPointHandler<'name'> {
  private creator: string | null = null;
  private name: string | null = null;
  private nameDepth = -1;

  constructor(sink: SampleSink) {
    super(sink, {
      key: 'gpx',
      element: 'trkpt',
      words: { noTime: 'a track point without <time>', lat: 'lat', lon: 'lon' },
      positionOptional: false,
    });
  }

  protected opened(local: string, attributes: Readonly<Record<string, string>>, line: number): void {
    if (this.depth === 1) {
      this.creator = attributes.creator?.trim() || null;
      return;
    }
    if (local === 'trkpt') {
      this.beginPoint(line, attributes.lat ?? '', attributes.lon ?? '');
      return;
    }
    if (this.inPoint) {
      if (local === 'time') this.start('time');
      else if (local === 'hr' || local === 'heartrate') this.start('hr');
      else if (local === 'speed') this.start('speed');
    } else if (local === 'name' && this.name === null && this.depth <= 3) {
      // gpx/metadata/name or gpx/trk/name
      this.nameDepth = this.depth;
      this.start('name');
    }
  }

  protected took(_field: 'name', text: string): void {
    if (this.depth + 1 === this.nameDepth) this.name = text.trim() || null;
  }

  protected label(): string | null {
    return this.creator;
  }

  finish(): void {
    this.sink.xml = { creator: this.creator, unitId: null, name: this.name };
  }
}

export function readGpx(
  chunks: AsyncIterable<Uint8Array>,
  sink: SampleSink,
): AsyncGenerator<DeviceSamples, number> {
  return parseXml(chunks, new GpxHandler(sink), sink, 'gpx', 'GPX');
}
