import type { Database } from '../../db/database';
import type { TokenVerifier } from '../auth';
import { createServiceApp, type ApiApp } from '../common';
import { registerCities } from './cities';
import { systemClock, type Clock } from './clock';
import { registerDeliveryRates } from './deliveryRates';
import { registerPlaces } from './places';
import { registerPostalCodes } from './postalCodes';
import { registerSpecialZoneRates } from './specialZoneRates';
import { registerTowns } from './towns';
import { registerZoneRates } from './zoneRates';
import { registerZones } from './zones';

export interface AdminApiOptions {
  /** Where 'today' comes from (special rates refuse past dates); the system clock by default. */
  clock?: Clock;
}

/**
 * The reference admin API (000 §7): every call needs a valid bearer id token.
 *
 * Answers (the console relies on them):
 * - POST: 201 `{ success, <id field> }` (id, zone_id, town_id, postalcode_id, region_id);
 *   PUT and DELETE: 200 `{ success }`. The sentence names the row ('Town Transcona has been updated.').
 * - Bad body or query: 400 `{ error, fields }` naming each bad field (array rows as `townIDArray.1`);
 *   a malformed path id is a 400 naming the path parameter; an unknown path id is 404 `{ error }`.
 * - 409 `{ error }`: a DELETE whose name (or code) is no longer the stored one, a zone still used by
 *   towns, postal codes or rates, a town still holding postal codes; 409 `{ error, fields }`: a
 *   duplicate (zone name in its region, town name in its zone, postal code, zone rate display text
 *   in its zone, special rate_name on one zone and delivery date, delivery rate name), all
 *   case-insensitive. Nothing is written on any refusal; batch updates run in one transaction.
 * - Paged lists (zone, town, postal codes): `offset` (0), `limit` (20, at most 10,000),
 *   `searchString`, `filterOn` (comma-separated fields; none = all); case-insensitive substring
 *   match, postal codes ignoring spaces; `{ result, meta: [{ totalrows }] }`.
 * - Bad input never reaches the database as a 500: every string and id of a body is bounded by
 *   its entity schema (ids at most 2147483647, money '$' and up to 99999.99), no string anywhere
 *   holds NUL, query and path parameters follow the same rules; a value the database still
 *   refuses (SQLSTATE class 22) is a 400 from the shared error handler.
 * Decisions where 000 is silent: names of rates are stored as sent (the console builds them);
 * a postal code's zone must be its town's zone (POST and PUT: 400 naming town_id and zone_id),
 * except that PUT /places/town without force leaves a moved town's postal codes in their zone,
 * and such a postal code may be edited while its town and zone stay as stored; a special
 * rate's unchanged past dates may stay on edit; the delivery rate period must read
 * 'prefix (start - end)' with one of the six prefixes of 000 §5 and a rate of at least $1.
 */
export function createAdminApi(db: Database, verify: TokenVerifier, options: AdminApiOptions = {}): ApiApp {
  const app = createServiceApp(verify);
  registerPlaces(app, db);
  registerZones(app, db);
  registerTowns(app, db);
  registerPostalCodes(app, db);
  registerCities(app, db);
  registerZoneRates(app, db);
  registerSpecialZoneRates(app, db, options.clock ?? systemClock);
  registerDeliveryRates(app, db);
  return app;
}
