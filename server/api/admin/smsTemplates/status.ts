import type { Database } from '../../../db/database';
import type { DeliverySmsTemplateStatusChange } from '../../../../runtime/generated/entities';
import templateSchema from '../../../../schemas/entities/delivery-sms-template.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { counted, validBody } from '../http';
import { staleRows } from '../versions';
import { auditedWrite } from '../writes';
import { TEMPLATE } from './writes';

const INVALID = 'The template status change is not valid.';

/**
 * POST /onfleet/delivery/sms/template/changestatus (`DeliverySmsTemplateStatusChange`, 002 §7):
 * each template of `templateInfo` takes its status (1 when absent: Enable All Selected sends none), in one
 * transaction, audited; 200 `{ success }` ('2 templates enabled.'). A template named twice is a 400
 * naming the second; an unknown one a 404 naming `templateInfo.<i>.templateId`; a stale version a
 * 409 naming `templateInfo.<i>.version`. Nothing is written on any refusal.
 */
export function registerSmsTemplateStatus(app: ApiApp, db: Database): void {
  const change = describeRoute<DeliverySmsTemplateStatusChange>(app, 'POST', '/onfleet/delivery/sms/template/changestatus', { body: templateSchema.$defs.changeStatus, success: 200 });
  app.post('/onfleet/delivery/sms/template/changestatus', async (c) => {
    const body = await validBody(c, change.body, INVALID);
    if (!body.ok) return body.response;
    const items = body.value.templateInfo;
    const seen = new Set<number>();
    const twice: Record<string, string> = {};
    items.forEach((item, index) => {
      if (seen.has(item.templateId)) twice[`templateInfo.${index}.templateId`] = 'is named twice';
      seen.add(item.templateId);
    });
    if (Object.keys(twice).length > 0) return jsonError(c, 400, INVALID, twice);
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ template_id: number; path: string; version: number }>(
        'select template_id, path, version from sms_template where template_id = any($1::int[]) order by template_id for update',
        [items.map((item) => item.templateId)],
      );
      const stored = new Map(rows.map((row) => [row.template_id, row]));
      const unknown = Object.fromEntries(items.flatMap((item, index) => (stored.has(item.templateId) ? [] : [[`templateInfo.${index}.templateId`, 'no such template']])));
      if (Object.keys(unknown).length > 0) return jsonError(c, 404, 'Some templates no longer exist: they may have been deleted. Reload the list.', unknown);
      const stale = staleRows(
        c,
        TEMPLATE,
        items.map((item, index) => ({ id: item.templateId, label: stored.get(item.templateId)?.path ?? String(item.templateId), version: item.version, field: `templateInfo.${index}.version` })),
        new Map(rows.map((row) => [row.template_id, row.version])),
      );
      if (stale) return stale;
      for (const item of items) {
        await tx.query('update sms_template set status = $2, version = version + 1 where template_id = $1 and status <> $2', [item.templateId, item.status ?? 1]);
      }
      const enabled = items.filter((item) => (item.status ?? 1) === 1).length;
      const disabled = items.length - enabled;
      const said = [enabled > 0 ? `${counted(enabled, 'template')} enabled` : '', disabled > 0 ? `${counted(disabled, 'template')} disabled` : ''].filter((part) => part !== '');
      return c.json({ success: `${said.join(', ')}.` });
    });
  });
}
