import type { Database } from '../../db/database';
import type { ApiApp } from '../common';
import type { Clock } from './clock';
import { registerDriverSms } from './driverSms';
import { registerOptOuts } from './optOuts';
import { simulatedSmsGateway, type SmsGateway } from './smsGateway';

/**
 * The SMS calls of 002 §7 on the admin API: driver mass SMS (driverSms.ts) and phone opt-outs
 * (optOuts.ts). Every SMS goes through `gateway` (simulated: no network) and is stored in
 * sms_message. The hubs (GET /onfleet/driver/region/all) are listed by places.ts.
 */
export function registerSms(app: ApiApp, db: Database, clock: Clock, gateway: SmsGateway = simulatedSmsGateway): void {
  registerDriverSms(app, db, clock, gateway);
  registerOptOuts(app, db, clock, gateway);
}
