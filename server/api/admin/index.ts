import type { Database } from '../../db/database';
import type { TokenVerifier } from '../auth';
import { createServiceApp, type ApiApp } from '../common';
import { registerAudit } from './audit';
import { registerBulkOrders } from './bulkOrders/bulkOrders';
import { registerPrePulls } from './prePulls/prePulls';
import { registerOrderPullSchedules } from './schedules/index';
import { registerCheckout } from './checkout/index';
import { registerCities } from './cities';
import { registerCustomerList } from './customerList/index';
import { systemClock, type Clock } from './clock';
import { registerDeliveryRates } from './deliveryRates';
import { registerGreets } from './greets/index';
import { registerInventoryQuery } from './inventory/inventoryQuery';
import { registerMessaging } from './messaging/index';
import { registerOrderPulls } from './orderPulls/index';
import { registerOrderRules } from './orderRules/index';
import { registerOpsCreds } from './opsCreds/opsCreds';
import { registerGiftsets } from './giftsets/index';
import type { CredentialKey } from './opsCreds/secretBox';
import { registerOrders } from './orders/index';
import { registerPipelines } from './pipelines/pipelines';
import { registerPlaces } from './places';
import { registerPostalCodes } from './postalCodes';
import { registerProductCreation } from './products/productCreation';
import { registerReportsOps } from './reportsOps';
import { registerSms } from './sms';
import { registerSmsTemplates } from './smsTemplates/index';
import { registerSpecialZoneRates } from './specialZoneRates';
import { registerTowns } from './towns';
import { registerUpgradeAutomation } from './upgrades/upgradeAutomation';
import { registerDriveFiles } from './drive/driveFiles';
import { registerZoneRates } from './zoneRates';
import { checkBatchId } from './writes';
import { registerZones } from './zones';

export interface AdminApiOptions {
  /** Where 'today' comes from (special rates refuse past dates); the system clock by default. */
  clock?: Clock;
  /** Encrypts the ops credentials' passwords; without it their calls answer 503 (the console's server always gives it). */
  credentialKey?: CredentialKey;
}

/**
 * The reference admin API (000 §7): every call needs a valid bearer id token.
 *
 * Answers (the console relies on them):
 * - POST: 201 `{ success, <id field> }` (id, zone_id, town_id, postalcode_id, region_id);
 *   PUT and DELETE: 200 `{ success }`. The sentence names the row ('Town Transcona has been updated.').
 * - Bad body or query: 400 `{ error, fields }` naming each bad field (array rows as `townIDArray.1`);
 *   a malformed path id is a 400 naming the path parameter; an unknown path id is 404 `{ error }`.
 * - Versions (optimistic concurrency): every row of region, zone, town, postal code and the three
 *   rate lists carries `version` (1 when created, one more on every update), in every list. Every
 *   update sends the version it was loaded with: `version` in a per-row PUT body (region, postal
 *   code, zone, special and general delivery rates), `versionArray` (one per row, in the order of
 *   the id array) in PUT /places/zone and PUT /places/town (optional in the town preview
 *   /places/town/affected-resources, which only checks its length). Missing: 400 naming `version`
 *   or `versionArray`. Stale: 409 `{ error, conflicts: [row ids], fields: { version | versionArray.<i> } }`
 *   ('Town Transcona was changed by someone else since you loaded it. Reload it and apply your
 *   changes again.'), checked on the rows locked in the write's transaction; a batch with any
 *   stale row writes nothing. Deletes do not take a version: they keep sending the name (or
 *   code) shown, which must still be the stored one.
 * - 409 `{ error }`: a DELETE whose name (or code) is no longer the stored one, a zone still used by
 *   towns, postal codes or rates, a town still holding postal codes; 409 `{ error, fields }`: a
 *   duplicate (zone name in its region, town name in its zone, postal code, zone rate display text
 *   in its zone, special rate_name on one zone and delivery date, delivery rate name), all
 *   case-insensitive. Nothing is written on any refusal; batch updates run in one transaction.
 * - Audit trail: every write runs through `auditedWrite` (writes.ts), one transaction in which
 *   row triggers record each row written (who: the token's subject and e-mail; when; the call's
 *   method and path; entity and row id; the row before and after). `X-Batch-Id: <uuid>` ties the
 *   calls of one Update All Changes together (400 naming the header when it is not a UUID);
 *   without it each call is its own batch. A refused or failed write records nothing.
 *   GET /audit lists the entries (audit.ts). GET /search/cities rebuilds a derived index and
 *   changes no entity: it is not audited.
 * - Paged lists (zone, town, postal codes, audit): `offset` (0), `limit` (20, at most 10,000),
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
  app.use('*', checkBatchId);
  registerPlaces(app, db);
  registerZones(app, db);
  registerTowns(app, db);
  registerPostalCodes(app, db);
  registerCities(app, db);
  registerZoneRates(app, db);
  registerSpecialZoneRates(app, db, options.clock ?? systemClock);
  registerDeliveryRates(app, db);
  registerAudit(app, db);
  registerOrderRules(app, db, options.clock ?? systemClock);
  registerSms(app, db, options.clock ?? systemClock);
  registerReportsOps(app, db);
  registerOrders(app, db, options.clock ?? systemClock);
  registerProductCreation(app, db);
  registerBulkOrders(app, db, options.clock ?? systemClock);
  registerOrderPullSchedules(app, db);
  registerPrePulls(app, db, options.clock ?? systemClock);
  registerUpgradeAutomation(app, db);
  registerDriveFiles(app, db);
  registerInventoryQuery(app, db);
  registerPipelines(app, db, options.clock ?? systemClock);
  registerOrderPulls(app, db, options.clock ?? systemClock);
  registerGreets(app, db);
  registerSmsTemplates(app, db);
  registerMessaging(app, db);
  registerOpsCreds(app, db, options.credentialKey);
  registerGiftsets(app, db);
  registerCustomerList(app, db);
  registerCheckout(app, db);
  return app;
}
