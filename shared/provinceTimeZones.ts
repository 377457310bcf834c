import type { PackedZone } from './time/PackedZone.ts';
import { ZONES } from './time/zones.ts';

/**
 * The zone of each province of the manual-fulfilment list (001 §5), from the shipped tz data. Not
 * the driver-SMS hubs' map (server/api/admin/driverSms.ts), which is keyed by code and differs
 * (New Brunswick there is Moncton).
 */
export const PROVINCE_TIME_ZONES: Readonly<Record<string, PackedZone>> = {
  Manitoba: ZONES['America/Winnipeg'],
  Minnesota: ZONES['America/Winnipeg'],
  Alberta: ZONES['America/Edmonton'],
  'British Columbia': ZONES['America/Vancouver'],
  Ontario: ZONES['America/Toronto'],
  Ohio: ZONES['America/Toronto'],
  Saskatchewan: ZONES['America/Regina'],
  'Nova Scotia': ZONES['America/Halifax'],
  'Prince Edward Island': ZONES['America/Halifax'],
  'New Brunswick': ZONES['America/Halifax'],
  Quebec: ZONES['America/Montreal'],
};

/** The zone of a province by name ('Manitoba'; 'PEI' too), or undefined for one not listed. */
export function provinceTimeZone(province: string): PackedZone | undefined {
  const name = province.trim() === 'PEI' ? 'Prince Edward Island' : province.trim();
  return Object.hasOwn(PROVINCE_TIME_ZONES, name) ? PROVINCE_TIME_ZONES[name] : undefined;
}
