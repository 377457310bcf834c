import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { registerAddGreet } from './addGreet';
import { registerBulkGreets } from './bulkGreets';
import { registerVideoInfo } from './videoInfo';

/**
 * Greets (002 §2 Greets, §3, §5, §7, §8): Add Greet To Order, the bulk greet orders and the
 * greet video info of an order. The video service and its e-mails are simulated: a greet gets a
 * player ID, an upload address (recorded as e-mailed) and a video record per order.
 */
export function registerGreets(app: ApiApp, db: Database): void {
  registerAddGreet(app, db);
  registerBulkGreets(app, db);
  registerVideoInfo(app, db);
}
