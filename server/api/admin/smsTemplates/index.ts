import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { registerSmsTemplateReads } from './reads';
import { registerSmsTemplateStatus } from './status';
import { registerSmsTemplateWrites } from './writes';

/** The delivery SMS template calls of 002 §7, behind the SMS template settings screen. */
export function registerSmsTemplates(app: ApiApp, db: Database): void {
  registerSmsTemplateReads(app, db);
  registerSmsTemplateWrites(app, db);
  registerSmsTemplateStatus(app, db);
}
