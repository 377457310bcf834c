import { Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';
import { periodAt, type UnpackedZone } from './unpackZone.ts';

function formatOffset(offset: number, format: ZoneOffsetFormat): string {
  const sign = offset >= 0 ? '+' : '-';
  const hours = Math.trunc(Math.abs(offset) / 60);
  const minutes = Math.trunc(Math.abs(offset) % 60);
  const two = (value: number) => String(value).padStart(2, '0');
  if (format === 'narrow') return `${sign}${hours}${minutes > 0 ? `:${minutes}` : ''}`;
  if (format === 'techie') return `${sign}${two(hours)}${two(minutes)}`;
  return `${sign}${two(hours)}:${two(minutes)}`;
}

/**
 * A luxon zone over IANA data we ship (moment-timezone's packed file), not the runtime's ICU copy:
 * Node 20's ICU (tz 2025c) still moves Winnipeg to UTC−06 in November 2026. Its `type` is not
 * 'iana', so luxon formats it by its offsets rather than asking Intl for the zone by name.
 */
export class PackedZone extends Zone<true> {
  readonly #zone: UnpackedZone;
  readonly #name: string;

  /** `name` is how the zone is asked for (a link such as America/Montreal keeps its own name). */
  constructor(zone: UnpackedZone, name = zone.name) {
    super();
    this.#zone = zone;
    this.#name = name;
  }

  override get type(): string {
    return 'packed-iana';
  }

  override get name(): string {
    return this.#name;
  }

  override get isUniversal(): boolean {
    return this.#zone.untils.length === 1;
  }

  override get isValid(): true {
    return true;
  }

  /** Minutes east of UTC at the instant `ts` (epoch ms). */
  override offset(ts: number): number {
    return this.#zone.offsets[periodAt(this.#zone, ts)] ?? Number.NaN;
  }

  /** The abbreviation in force at `ts` ('CST', 'EST'); the data has no long names, so 'long' gives it too. */
  override offsetName(ts: number, options?: ZoneOffsetOptions): string {
    void options;
    return this.#zone.abbrs[periodAt(this.#zone, ts)] ?? '';
  }

  override formatOffset(ts: number, format: ZoneOffsetFormat): string {
    return formatOffset(this.offset(ts), format);
  }

  /** The same data under the same name. */
  override equals(other: Zone): boolean {
    return other instanceof PackedZone && other.name === this.name && other.#zone === this.#zone;
  }
}
