/**
 * TCX (Garmin Training Center Database v2): every `Trackpoint` is a sample: `Time`,
 * `Position/LatitudeDegrees` and `LongitudeDegrees`, `HeartRateBpm/Value`, and the speed of the
 * ActivityExtension's `TPX/Speed` (m/s), any namespace prefix. One device per file (key "tcx");
 * `Creator/Name` and `UnitId` come after the laps, so they are in the summary (`xml`), not in the
 * label. Times without an offset are UTC.
 */
import type { SampleSink } from './sink.ts';
import type { DeviceSamples } from './types.ts';
import { parseXml, TrackPointHandler } from './xml.ts';

type Field = 'creator' | 'unitId' | 'id';

class TcxHandler extends TrackPointHandler<Field> {
  private creator: string | null = null;
  private unitId: string | null = null;
  private id: string | null = null;
  private inHeartRate = false;
  private inCreator = false;
  private creatorDepth = 0;

  constructor(sink: SampleSink) {
    super(sink, {
      key: 'tcx',
      element: 'Trackpoint',
      words: { noTime: 'a Trackpoint without <Time>', lat: 'latitude', lon: 'longitude' },
      positionOptional: true,
    });
  }

  protected opened(local: string, _attributes: Readonly<Record<string, string>>, line: number): void {
    if (local === 'Trackpoint') {
      this.beginPoint(line);
      this.inCreator = false;
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

  protected took(field: Field, text: string): void {
    this[field] = text.trim() || null;
  }

  protected override closed(local: string): void {
    if (local === 'HeartRateBpm') this.inHeartRate = false;
    else if (local === 'Creator' && this.inCreator && this.depth + 1 === this.creatorDepth)
      this.inCreator = false;
  }

  /** Creator and UnitId come after the laps: too late for the label. */
  protected label(): null {
    return null;
  }

  finish(): void {
    this.sink.xml = { creator: this.creator, unitId: this.unitId, name: this.id };
  }
}

export function readTcx(
  chunks: AsyncIterable<Uint8Array>,
  sink: SampleSink,
): AsyncGenerator<DeviceSamples, number> {
  return parseXml(chunks, new TcxHandler(sink), sink, 'TrainingCenterDatabase', 'TCX');
}
