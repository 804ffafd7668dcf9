/**
 * GPX 1.0/1.1: every `trkpt` (lat/lon attributes, `time`) is a sample; heart rate from Garmin's
 * TrackPointExtension (`gpxtpx:hr`, any prefix; also a plain `heartrate`), speed from its v2
 * `speed` or GPX 1.0's `speed` (m/s). One device per file (key "gpx", label the `creator`).
 * Times without an offset are UTC, as the GPX schema says.
 */
import type { DeviceAccumulator, SampleSink } from './sink.ts';
import type { DeviceSamples } from './types.ts';
import { parseXml, pushTrackPoint, type XmlHandler } from './xml.ts';

type Field = 'time' | 'hr' | 'speed' | 'name';

class GpxHandler implements XmlHandler {
  private device: DeviceAccumulator | null = null;
  private creator: string | null = null;
  private name: string | null = null;
  private inPoint = false;
  private line = 0;
  private lat = '';
  private lon = '';
  private time: string | null = null;
  private hr = '';
  private speed = '';
  private capture: Field | null = null;
  private captured = '';
  private depth = 0;
  private nameDepth = -1;

  constructor(private readonly sink: SampleSink) {}

  open(local: string, attributes: Readonly<Record<string, string>>, line: number): void {
    this.depth++;
    if (this.depth === 1) {
      this.creator = attributes.creator?.trim() || null;
      return;
    }
    if (local === 'trkpt') {
      this.inPoint = true;
      this.line = line;
      this.lat = attributes.lat ?? '';
      this.lon = attributes.lon ?? '';
      this.time = null;
      this.hr = '';
      this.speed = '';
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

  private start(field: Field): void {
    this.capture = field;
    this.captured = '';
  }

  text(text: string): void {
    if (this.capture !== null) this.captured += text;
  }

  close(local: string): void {
    this.depth--;
    if (this.capture !== null) {
      switch (this.capture) {
        case 'time':
          this.time = this.captured;
          break;
        case 'hr':
          this.hr = this.captured;
          break;
        case 'speed':
          this.speed = this.captured;
          break;
        case 'name':
          if (this.depth + 1 === this.nameDepth) this.name = this.captured.trim() || null;
          break;
      }
      this.capture = null;
    }
    if (local === 'trkpt' && this.inPoint) {
      this.inPoint = false;
      this.point();
    }
  }

  private point(): void {
    pushTrackPoint(
      this.sink,
      () => (this.device ??= this.sink.addDevice('gpx', this.creator)),
      this.line,
      { time: this.time, lat: this.lat, lon: this.lon, hr: this.hr, speed: this.speed },
      { noTime: 'a track point without <time>', lat: 'lat', lon: 'lon' },
      false,
    );
  }

  metadata(): void {
    this.sink.xml = { creator: this.creator, unitId: null, name: this.name };
  }
}

export async function* readGpx(
  chunks: AsyncIterable<Uint8Array>,
  sink: SampleSink,
): AsyncGenerator<DeviceSamples, number> {
  const handler = new GpxHandler(sink);
  const bytes = yield* parseXml(chunks, handler, sink, 'gpx', 'GPX');
  handler.metadata();
  return bytes;
}
