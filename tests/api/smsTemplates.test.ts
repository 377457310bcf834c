import { describe, expect, it } from 'vitest';
import type { DeliverySmsTemplate, DeliverySmsTemplateType } from '../../runtime/generated/entities';
import type { Database } from '../../server/db/database';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { onSignedInServer } from '../support/signedInServer';

/** The delivery SMS template calls of 002 §7: types, templates, save, update, status change, delete. */

const BASE = '/onfleet/delivery/sms/template';
let origin: string;
let alex: AdminClient;
let db: Database;

onSignedInServer((server) => ({ origin, db, api: alex } = server));

async function templates(): Promise<DeliverySmsTemplate[]> {
  const answer = await alex.get<DeliverySmsTemplate[]>(`${BASE}/all`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function auditCount(): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'delivery-sms-template'`);
  return rows[0]?.n ?? 0;
}

async function expectNothingWritten(work: () => Promise<void>): Promise<void> {
  const before = [await templates(), await auditCount()];
  await work();
  expect([await templates(), await auditCount()]).toEqual(before);
}

const sixPaths = (type: string) => ['CA-EN', 'EN-US', 'CA-FR'].flatMap((locale) => ['MON-WED', 'SAT-SUN'].map((days) => `${locale}/consent/${type}/${days}`));

function create(overrides: Record<string, unknown> = {}) {
  return alex.post<{ success: string; templateIds: number[] }>(`${BASE}/save`, {
    templateType: 'DayBefore',
    templatePurpose: 'Holiday',
    template: 'Hi {recipient_name}, your gift comes tomorrow. Order {order_number}.',
    optout: 'Reply STOP: [opt_out_link]',
    path: '',
    isBulkSave: true,
    multiplePath: sixPaths('DayBefore'),
    ...overrides,
  });
}

describe('reads', () => {
  it('lists the seeded types with their path layout and valid tags, and templates both active and disabled', async () => {
    const types = await alex.get<DeliverySmsTemplateType[]>('/onfleet/delivery/sms/templatetype/all');
    expect(types.status).toBe(200);
    expect(types.body.map((type) => type.type)).toEqual(['DayBefore', 'OTW', 'ETA', 'FUT3Days', 'FUT7Days', 'CareTips', 'DelAlert']);
    const dayBefore = types.body[0];
    expect(dayBefore?.pathTags).toEqual(['lang_type', 'consent', 'DayBefore', 'day_of_week']);
    expect(dayBefore?.templateTags).toContain('{recipient_name}');
    const rows = await templates();
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1]));
    expect(rows.find((row) => row.path === 'CA-FR/consent/DayBefore/THU-FRI')).toMatchObject({ templateType: 'DayBefore', templateLang: 2, templateVersion: 2, status: 1, version: 1 });
  });

  it('needs the token (spec README decision)', async () => {
    expectJsonError(await callApi(origin, `/api/admin${BASE}/all`), 401);
    expectJsonError(await callApi(origin, '/api/admin/onfleet/delivery/sms/templatetype/all'), 401);
  });
});

describe('save', () => {
  it('creates one disabled template per path, reading language and version from the path, audited', async () => {
    const before = await auditCount();
    const answer = await create();
    expect(answer.status).toBe(201);
    expect(answer.body.templateIds).toHaveLength(6);
    expect(answer.body.success).toBe('6 Day Before templates saved (disabled until enabled).');
    const made = (await templates()).filter((row) => answer.body.templateIds.includes(row.templateId));
    expect(made.map((row) => [row.path, row.templateLang, row.templateVersion, row.status]).sort()).toEqual(
      [
        ['CA-EN/consent/DayBefore/MON-WED', 1, 1, 0],
        ['CA-EN/consent/DayBefore/SAT-SUN', 1, 3, 0],
        ['CA-FR/consent/DayBefore/MON-WED', 2, 1, 0],
        ['CA-FR/consent/DayBefore/SAT-SUN', 2, 3, 0],
        ['EN-US/consent/DayBefore/MON-WED', 1, 1, 0],
        ['EN-US/consent/DayBefore/SAT-SUN', 1, 3, 0],
      ].sort(),
    );
    expect(await auditCount()).toBe(before + 6);
  });

  it('creates paths whose slots hold their values: the consent and driver type chosen', async () => {
    const made = await create({ templateType: 'OTW', template: 'Hi {driver_name}', multiplePath: ['CA-EN/noconsent/OTW/courier/THU-FRI', 'CA-FR/noconsent/OTW/courier/THU-FRI'] });
    expect(made.status).toBe(201);
    const stored = (await templates()).filter((row) => made.body.templateIds.includes(row.templateId));
    expect(stored.map((row) => [row.path, row.templateLang, row.templateVersion])).toEqual([
      ['CA-EN/noconsent/OTW/courier/THU-FRI', 1, 2],
      ['CA-FR/noconsent/OTW/courier/THU-FRI', 2, 2],
    ]);
  });

  it('refuses tags the type does not know, in the template and the opt-out text, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const body = expectFieldErrors(await create({ template: 'Hi {bogus}', optout: 'STOP [link]' }), 400, ['template', 'optout']);
      expect(body.fields?.template).toBe('Invalid Template! Please enter valid tags.');
      // {driver_name} is a tag of OTW, not of DayBefore.
      expectFieldErrors(await create({ template: 'Hi {driver_name}' }), 400, ['template']);
    });
  });

  it('refuses an unknown type, a path the layout does not make, and a body without isBulkSave', async () => {
    await expectNothingWritten(async () => {
      expectFieldErrors(await create({ templateType: 'Nope' }), 400, ['templateType']);
      expectFieldErrors(await create({ multiplePath: ['CA-EN/consent/DayBefore/MON-WED', 'CA-EN/consent/OTW/MON-WED'] }), 400, ['multiplePath.1']);
      // A slot's name written literally is no path: each slot takes one of its values (002 §5 path layouts).
      expectFieldErrors(await create({ templateType: 'OTW', template: 'Hi {driver_name}', multiplePath: ['CA-EN/consent/OTW/driver_type/MON-WED'] }), 400, ['multiplePath.0']);
      expectFieldErrors(await create({ multiplePath: ['CA-EN/Consent/DayBefore/MON-WED'] }), 400, ['multiplePath.0']);
      expectFieldErrors(await create({ isBulkSave: false }), 400, ['isBulkSave']);
      expectFieldErrors(await create({ templatePurpose: 'Birthday', multiplePath: [] }), 400, ['templatePurpose', 'multiplePath']);
    });
  });
});

describe('update', () => {
  it('changes the texts and purpose with path empty; the type, language, version and path stay', async () => {
    const [id] = (await create({ multiplePath: ['CA-FR/consent/DayBefore/THU-FRI'] })).body.templateIds;
    const row = (await templates()).find((template) => template.templateId === id);
    if (!row) throw new Error('created template not listed');
    const answer = await alex.put<{ success: string }>(`${BASE}/${row.templateId}/update`, {
      template: 'Bonjour {recipient_name}', templatePurpose: 'VDay', optout: '', templateType: 'DayBefore', path: '', version: row.version,
    });
    expect(answer.status).toBe(200);
    expect((await templates()).find((template) => template.templateId === id)).toEqual({ ...row, template: 'Bonjour {recipient_name}', templatePurpose: 'VDay', optout: '', version: row.version + 1 });

    await expectNothingWritten(async () => {
      const stale = { template: 'x', templatePurpose: 'VDay', optout: '', templateType: 'DayBefore', path: '', version: row.version };
      expectFieldErrors(await alex.put(`${BASE}/${row.templateId}/update`, stale), 409, ['version']);
      expectFieldErrors(await alex.put(`${BASE}/${row.templateId}/update`, { ...stale, version: row.version + 1, templateType: 'OTW' }), 400, ['templateType']);
      expectFieldErrors(await alex.put(`${BASE}/${row.templateId}/update`, { ...stale, version: row.version + 1, template: '{bogus}' }), 400, ['template']);
      expectFieldErrors(await alex.put(`${BASE}/${row.templateId}/update`, { ...stale, path: 'CA-EN/x' }), 400, ['path']);
      expectFieldErrors(await alex.put(`${BASE}/2147483647/update`, { ...stale }), 404, ['templateId']);
    });
  });
});

describe('changestatus', () => {
  it('enables the templates sent (status 1 when absent), in one audited transaction', async () => {
    const ids = (await create({ multiplePath: ['CA-EN/consent/DayBefore/THU-FRI', 'EN-US/consent/DayBefore/THU-FRI'] })).body.templateIds;
    const rows = (await templates()).filter((row) => ids.includes(row.templateId));
    const answer = await alex.post<{ success: string }>(`${BASE}/changestatus`, { templateInfo: rows.map((row, index) => (index === 0 ? { templateId: row.templateId, version: row.version } : { templateId: row.templateId, status: 1, version: row.version })) });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe('2 templates enabled.');
    const after = (await templates()).filter((row) => ids.includes(row.templateId));
    expect(after.map((row) => [row.status, row.version])).toEqual(rows.map((row) => [1, row.version + 1]));
  });

  it('refuses a stale version, an unknown template and one named twice, writing nothing', async () => {
    const ids = (await create({ multiplePath: ['CA-EN/consent/DayBefore/SAT-SUN'] })).body.templateIds;
    const row = (await templates()).find((template) => template.templateId === ids[0]);
    if (!row) throw new Error('created template not listed');
    await expectNothingWritten(async () => {
      const mine = { templateId: row.templateId, status: 1, version: row.version };
      expectFieldErrors(await alex.post(`${BASE}/changestatus`, { templateInfo: [mine, { ...mine, templateId: 2147483647 }] }), 404, ['templateInfo.1.templateId']);
      expectFieldErrors(await alex.post(`${BASE}/changestatus`, { templateInfo: [{ ...mine, version: row.version + 5 }] }), 409, ['templateInfo.0.version']);
      expectFieldErrors(await alex.post(`${BASE}/changestatus`, { templateInfo: [mine, mine] }), 400, ['templateInfo.1.templateId']);
      expectFieldErrors(await alex.post(`${BASE}/changestatus`, { templateInfo: [] }), 400, ['templateInfo']);
    });
  });
});

describe('delete', () => {
  it('deletes a template of the type named in the path; another type is a 404', async () => {
    const [id] = (await create({ multiplePath: ['CA-EN/consent/DayBefore/MON-WED'] })).body.templateIds;
    await expectNothingWritten(async () => {
      expectFieldErrors(await alex.del(`${BASE}/delete/OTW/${id}/all`), 404, ['templateId']);
      expectFieldErrors(await alex.del(`${BASE}/delete/DayBefore/abc/all`), 400, ['templateId']);
      expectFieldErrors(await alex.del(`${BASE}/delete/Day%20Before/${id}/all`), 400, ['templateType']);
    });
    const answer = await alex.del<{ success: string }>(`${BASE}/delete/DayBefore/${id}/all`);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe('Template CA-EN/consent/DayBefore/MON-WED has been deleted.');
    expect((await templates()).some((row) => row.templateId === id)).toBe(false);
  });
});
