import { describe, expect, it } from 'vitest';
import type { GiftsetAlert, GiftsetAlertTemplate } from '../../runtime/generated/entities';
import type { Database } from '../../server/db/database';
import { DEMO_GIFTSET_ALERTS, DEMO_GIFTSET_TEMPLATES } from '../../server/db/seed/giftsets';
import { expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { onSignedInServer } from '../support/signedInServer';
import { containing } from '../support/matchers';

/** Gift-set alert templates and titles (002 §3, §4, §5, §7, §8): inverted verbs, values as query parameters, titles URL-encoded. */

let alex: AdminClient;
let db: Database;

onSignedInServer((server) => ({ db, api: alex } = server));

const query = (values: Record<string, string | number>) => new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();
const TEMPLATES = '/ops/giftset-alert-template';

async function templates(): Promise<GiftsetAlertTemplate[]> {
  const answer = await alex.get<GiftsetAlertTemplate[]>(TEMPLATES);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function titles(): Promise<string[]> {
  const answer = await alex.get<GiftsetAlert[]>('/ops/giftset-alert/');
  expect(answer.status).toBe(200);
  return answer.body.map((alert) => alert.id);
}

async function audited(entity: string): Promise<{ method: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[]> {
  const { rows } = await db.query<{ method: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    'select method, before, after from audit_log where entity = $1 order by id',
    [entity],
  );
  return rows;
}

describe('gift-set alert templates', () => {
  it('lists the seeded templates by name; ?title picks one (any case), an empty title lists all', async () => {
    const rows = await templates();
    expect(rows.map((row) => row.name)).toEqual([...DEMO_GIFTSET_TEMPLATES.map((template) => template.name)].sort());
    expect(rows[0]).toEqual({ name: 'Late delivery', alertHeader: 'Delivery may be late', alertBody: containing('cutoff'), version: 1 });
    const one = await alex.get<GiftsetAlertTemplate[]>(`${TEMPLATES}?${query({ title: 'out OF stock' })}`);
    expect(one.body.map((row) => row.name)).toEqual(['Out of stock']);
    expect((await alex.get<GiftsetAlertTemplate[]>(`${TEMPLATES}?title`)).body).toHaveLength(3);
  });

  it('PUT adds a template from its query parameters (201, message), audited; POST edits it with the version loaded', async () => {
    const added = await alex.put<{ message: string }>(`${TEMPLATES}?${query({ title: ' QA & Co / été ', alertHeader: 'Head 1', alertBody: 'Body #1 ?' })}`, undefined);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Gift-set alert template QA & Co / été has been added.');
    const stored = (await templates()).find((row) => row.name === 'QA & Co / été');
    expect(stored).toEqual({ name: 'QA & Co / été', alertHeader: 'Head 1', alertBody: 'Body #1 ?', version: 1 });

    const edited = await alex.post<{ message: string }>(`${TEMPLATES}?${query({ title: 'qa & co / été', alertHeader: 'Head 2', alertBody: 'Body 2', version: 1 })}`, undefined);
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Gift-set alert template QA & Co / été has been updated.');
    expect((await templates()).find((row) => row.name === 'QA & Co / été')).toEqual({ name: 'QA & Co / été', alertHeader: 'Head 2', alertBody: 'Body 2', version: 2 });
    const trail = await audited('giftset-alert-template');
    expect(trail.map((row) => row.method)).toEqual(['PUT', 'POST']);
    expect(trail[1]).toMatchObject({ before: { alert_header: 'Head 1' }, after: { alert_header: 'Head 2', version: 2 } });
  });

  it('names each missing value with the form messages of 002 §5; nothing is written', async () => {
    const before = await templates();
    const none = expectFieldErrors(await alex.put(TEMPLATES, undefined), 400, ['title', 'alertHeader', 'alertBody']);
    expect(none.fields).toEqual({ title: 'Name is required', alertHeader: 'Header Required', alertBody: 'Body Required' });
    const blank = expectFieldErrors(await alex.put(`${TEMPLATES}?${query({ title: 'X', alertHeader: '   ', alertBody: 'b' })}`, undefined), 400, ['alertHeader']);
    expect(blank.fields?.alertHeader).toBe('Header Required');
    expectFieldErrors(await alex.put(`${TEMPLATES}?${query({ title: 'x'.repeat(101), alertHeader: 'h', alertBody: 'b' })}`, undefined), 400, ['title']);
    expectFieldErrors(await alex.put(`${TEMPLATES}?title=a%00b&alertHeader=h&alertBody=b`, undefined), 400, ['title']);
    expectFieldErrors(await alex.put(`${TEMPLATES}?title=a&title=b&alertHeader=h&alertBody=b`, undefined), 400, ['title']);
    expectFieldErrors(await alex.post(`${TEMPLATES}?${query({ title: 'Out of stock', alertHeader: 'h', alertBody: 'b' })}`, undefined), 400, ['version']);
    expectFieldErrors(await alex.put(`${TEMPLATES}?${query({ title: 'x', alertHeader: 'h', alertBody: 'b', extra: 1 })}`, undefined), 400, ['extra']);
    expect(await templates()).toEqual(before);
  });

  it('refuses a name already used (409), an edit of an unknown name (404) or of a stale version (409)', async () => {
    expectFieldErrors(await alex.put(`${TEMPLATES}?${query({ title: 'OUT OF STOCK', alertHeader: 'h', alertBody: 'b' })}`, undefined), 409, ['title']);
    expectJsonError(await alex.post(`${TEMPLATES}?${query({ title: 'Nobody', alertHeader: 'h', alertBody: 'b', version: 1 })}`, undefined), 404);
    expectFieldErrors(await alex.post(`${TEMPLATES}?${query({ title: 'QA & Co / été', alertHeader: 'h', alertBody: 'b', version: 1 })}`, undefined), 409, ['version']);
  });

  it('DELETE ?title removes a template (200, message); an unknown one is 404, a missing title 400', async () => {
    const deleted = await alex.del<{ message: string }>(`${TEMPLATES}?${query({ title: 'QA & Co / été' })}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Gift-set alert template QA & Co / été has been deleted.');
    expect((await templates()).map((row) => row.name)).not.toContain('QA & Co / été');
    expectJsonError(await alex.del(`${TEMPLATES}?${query({ title: 'QA & Co / été' })}`), 404);
    expectFieldErrors(await alex.del(TEMPLATES), 400, ['title']);
  });
});

describe('gift-set alert titles', () => {
  it('lists the seeded titles as { id }', async () => {
    expect(await titles()).toEqual([...DEMO_GIFTSET_ALERTS]);
  });

  it('adds a URL-encoded title (201), refuses it again in any case (409), and renames by delete then add, leaving only the new one', async () => {
    const old = 'Vase 50% off / été #2?';
    const added = await alex.put<{ message: string }>(`/ops/giftset-alert/${encodeURIComponent(old)}`, undefined);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(`Gift-set alert ${old} has been added.`);
    expect(await titles()).toContain(old);
    expectFieldErrors(await alex.put(`/ops/giftset-alert/${encodeURIComponent(old.toUpperCase())}`, undefined), 409, ['id']);

    const renamed = 'Vase 60% off';
    expect((await alex.del(`/ops/giftset-alert/${encodeURIComponent(old)}`)).status).toBe(200);
    expect((await alex.put(`/ops/giftset-alert/${encodeURIComponent(renamed)}`, undefined)).status).toBe(201);
    const after = await titles();
    expect(after).toContain(renamed);
    expect(after).not.toContain(old);
    expect((await audited('giftset-alert')).map((row) => row.method)).toEqual(['PUT', 'DELETE', 'PUT']);
  });

  it('a rename onto an existing title fails on the add (409), so the client can put the old one back', async () => {
    expect((await alex.del(`/ops/giftset-alert/${encodeURIComponent('Vase 60% off')}`)).status).toBe(200);
    expectJsonError(await alex.put(`/ops/giftset-alert/${encodeURIComponent('Mug out of stock')}`, undefined), 409);
    expect((await alex.put(`/ops/giftset-alert/${encodeURIComponent('Vase 60% off')}`, undefined)).status).toBe(201);
    expect(await titles()).toEqual([...DEMO_GIFTSET_ALERTS, 'Vase 60% off'].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  });

  it('refuses a blank, too long or NUL title (400 naming id) and deletes an unknown one with 404', async () => {
    expectFieldErrors(await alex.put(`/ops/giftset-alert/${encodeURIComponent('   ')}`, undefined), 400, ['id']);
    expectFieldErrors(await alex.put(`/ops/giftset-alert/${'x'.repeat(101)}`, undefined), 400, ['id']);
    expectFieldErrors(await alex.put('/ops/giftset-alert/a%00b', undefined), 400, ['id']);
    expectJsonError(await alex.del(`/ops/giftset-alert/${encodeURIComponent('Never there')}`), 404);
  });
});
