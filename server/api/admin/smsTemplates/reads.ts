import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { describeRoute, NO_INPUT } from '../../routes';
import { listTemplates, listTypes } from './store';

/**
 * - GET /onfleet/delivery/sms/template/all: every template (`DeliverySmsTemplate[]`), by type then path.
 * - GET /onfleet/delivery/sms/templatetype/all: every type (`DeliverySmsTemplateType[]`): its key,
 *   name, path layout (`pathTags`) and valid tags (`templateTags`), in the seeded order.
 * Both need the token (spec README decision), as every call of the admin API.
 */
export function registerSmsTemplateReads(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/onfleet/delivery/sms/template/all', NO_INPUT);
  app.get('/onfleet/delivery/sms/template/all', async (c) => c.json(await listTemplates(db)));

  describeRoute(app, 'GET', '/onfleet/delivery/sms/templatetype/all', NO_INPUT);
  app.get('/onfleet/delivery/sms/templatetype/all', async (c) => c.json(await listTypes(db)));
}
