import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { registerCustomers } from './customers';
import { registerMarketing } from './marketing';

/** The calls of 002 §7 'Customer list': the customer list itself and the e-mail marketing service it reads and sets. */
export function registerCustomerList(app: ApiApp, db: Database): void {
  registerCustomers(app, db);
  registerMarketing(app, db);
}
