import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import type { Clock } from '../clock';
import { registerAdjustTags } from './adjustTags';
import { registerBulkOrderLink } from './bulkOrderLink';
import { registerFulfilImages } from './fulfilImage';
import { registerManualFulfil } from './manualFulfil';
import { registerOrderQuery } from './orderQuery';
import { registerReplace } from './replace';
import { registerRequeue } from './requeue';
import { registerTimeline } from './timeline';

/**
 * The order store's calls (001 §7): the order query, manual fulfilment with its delivery images,
 * mass tag adjustment, bulk order links, failed order requeues, order adjustments (timeline) and
 * replacement orders. Every write is one audited
 * transaction (writes.ts); bad input is a 400 `{ error, fields }` with nothing written.
 */
export function registerOrders(app: ApiApp, db: Database, clock: Clock): void {
  registerOrderQuery(app, db);
  registerFulfilImages(app, db);
  registerManualFulfil(app, db);
  registerAdjustTags(app, db);
  registerBulkOrderLink(app, db, clock);
  registerRequeue(app, db);
  registerTimeline(app, db);
  registerReplace(app, db, clock);
}
