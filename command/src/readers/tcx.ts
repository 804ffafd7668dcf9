/**
 * TCX (Garmin Training Center Database v2): every `Trackpoint` is a sample: `Time`,
 * `Position/LatitudeDegrees` and `LongitudeDegrees`, `HeartRateBpm/Value`, and the speed of the
 * ActivityExtension's `TPX/Speed` (m/s), any namespace prefix. One device per file (key "tcx");
 * `Creator/Name` and `UnitId` come after the laps, so they are in the summary (`xml`), not in the
 * label. Times without an offset are UTC.
 */
import type { DeviceAccumulator, SampleSink } from './sink.ts';
import type { DeviceSamples } from './types.ts';
import { parseXml, pushTrackPoint, type XmlHandler } from './xml.ts';

type Field = 'time' | 'lat' | 'lon' | 'hr' | 'speed' | 'creator' | 'unitId' | 'id';

class TcxHandler implements XmlHandler {
  private device: DeviceAccumulator | null = null;
  private creator: string | null = null;
  private unitId: string | null = null;
  private id: string | null = null;
  private inPoint = false;
  private inHeartRate = false;
  private inCreator = false;
  private creatorDepth = 0;
  private depth = 0;
  private line = 0;
  private time: string | null = null;
  private lat = '';
  private lon = '';
  private hr = '';
  private speed = '';
  private capture: Field | null = null;
  private captured = '';

  constructor(private readonly sink: SampleSink) {}

  open(local: string, _attributes: Readonly<Record<string, string>>, line: number): void {
    this.depth++;
    if (local === 'Trackpoint') {
      this.inPoint = true;
      this.line = line;
      this.time = null;
      this.lat = '';
      this.lon = '';
      this.hr = '';
      this.speed = '';
      return;
    }
    if (this.inPoint) {
      if (local === 'Time') this.start('time');
      else if (local === 'LatitudeDegrees') this.start('lat');
      else if (local === 'LongitudeDegrees') this.start('lon');
      else if (local === 'HeartRateBpm') this.inHeartRate = true;
      else if (local === 'Value' && this.inHeartRate) this.start('hr');
      else if (local === 'Speed') this.start('speed');
      return;
    }
    if (local === 'Creator' && !this.inCreator) {
      this.inCreator = true;
      this.creatorDepth = this.depth;
    } else if (this.inCreator && this.depth === this.creatorDepth + 1) {
      if (local === 'Name' && this.creator === null) this.start('creator');
      else if (local === 'UnitId' && this.unitId === null) this.start('unitId');
    } else if (local === 'Id' && this.id === null) {
      this.start('id');
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
      const value = this.captured;
      switch (this.capture) {
        case 'time':
          this.time = value;
          break;
        case 'lat':
          this.lat = value;
          break;
        case 'lon':
          this.lon = value;
          break;
        case 'hr':
          this.hr = value;
          break;
        case 'speed':
          this.speed = value;
          break;
        case 'creator':
          this.creator = value.trim() || null;
          break;
        case 'unitId':
          this.unitId = value.trim() || null;
          break;
        case 'id':
          this.id = value.trim() || null;
          break;
      }
      this.capture = null;
    }
    if (local === 'HeartRateBpm') this.inHeartRate = false;
    else if (local === 'Creator' && this.inCreator && this.depth + 1 === this.creatorDepth)
      this.inCreator = false;
    else if (local === 'Trackpoint' && this.inPoint) {
      this.inPoint = false;
      this.point();
    }
  }

  private point(): void {
    pushTrackPoint(
      this.sink,
      () => (this.device ??= this.sink.addDevice('tcx', null)),
      this.line,
      { time: this.time, lat: this.lat, lon: this.lon, hr: this.hr, speed: this.speed },
      { noTime: 'a Trackpoint without <Time>', lat: 'latitude', lon: 'longitude' },
      true,
    );
  }

  metadata(): void {
    this.sink.xml = { creator: this.creator, unitId: this.unitId, name: this.id };
  }
}

export async function* readTcx(
  chunks: AsyncIterable<Uint8Array>,
  sink: SampleSink,
): AsyncGenerator<DeviceSamples, number> {
  const handler = new TcxHandler(sink);
  const bytes = yield* parseXml(chunks, handler, sink, 'TrainingCenterDatabase', 'TCX');
  handler.metadata();
  return bytes;
}
