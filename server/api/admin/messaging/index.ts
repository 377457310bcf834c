import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { registerEmailOptOut } from './emailOptOut';
import { registerSmsHistory } from './smsHistory';

/**
 * The messaging calls of 002 §7 'SMS history and opt-outs' beside the phone opt-outs (optOuts.ts):
 * the SMS history search and the e-mail opt-outs.
 */
export function registerMessaging(app: ApiApp, db: Database): void {
  registerSmsHistory(app, db);
  registerEmailOptOut(app, db);
}
