/**
 * The IANA zones the console and its services use (the business zone, the province map of 001 §5,
 * the driver hubs' zones). Only these are kept from the tz data in the browser bundle
 * (scripts/tzdataPrunePlugin.ts); a link (America/Montreal) brings the zone it names.
 * No imports: the build configuration reads this file.
 */
export const ZONE_NAMES = [
  'America/Winnipeg',
  'America/Regina',
  'America/Edmonton',
  'America/Vancouver',
  'America/Toronto',
  'America/Montreal',
  'America/Halifax',
  'America/Moncton',
] as const;

export type ZoneName = (typeof ZONE_NAMES)[number];

/** The business's zone: today, past dates and cutoffs are judged there (000 §9, 001 §9). */
export const BUSINESS_ZONE_NAME = 'America/Winnipeg' satisfies ZoneName;
