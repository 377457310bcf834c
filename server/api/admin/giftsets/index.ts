import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { registerGiftsetAlerts } from './alerts';
import { registerGiftsetTemplates } from './templates';

/** The gift-set alert calls of 002 §7: templates and alert titles. */
export function registerGiftsets(app: ApiApp, db: Database): void {
  registerGiftsetTemplates(app, db);
  registerGiftsetAlerts(app, db);
}
