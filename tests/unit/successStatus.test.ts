import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callEndpoint, type CallResult } from '../../runtime/api/callEndpoint';
import { isSuccessStatus } from '../../runtime/api/successStatus';
import type { Endpoint, PageSubmit } from '../../runtime/generated/screen';
import { answerTextOf } from '../../runtime/kinds/form/answerText';
import { renderTemplate } from '../../runtime/templates/template';
import { textOf } from '../../shared/textOf';

const services = { admin: 'https://admin.test', shop: 'https://shop.test', storefrontGraphql: 'https://g.test', labels: 'https://l.test', dev: 'https://dev.test' };

interface Definition {
  endpoints: Record<string, Endpoint>;
  forms?: Record<string, { submit: PageSubmit }>;
}
const definition = (file: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../screens/${file}`, import.meta.url)), 'utf8')) as Definition;

/** Calls an endpoint against a service answering `status` with `answer`. */
function answered(endpoint: Endpoint, status: number, answer: unknown): Promise<CallResult> {
  const fetchImpl = () => Promise.resolve(new Response(JSON.stringify(answer), { status }));
  return callEndpoint(endpoint, { services, token: 't', language: 'en-CA', context: {}, fetchImpl });
}

describe('isSuccessStatus: success is the set the definition declares, else any 2xx', () => {
  it('takes any 2xx when the endpoint declares none', () => {
    expect([200, 201, 202, 204, 299].map((status) => isSuccessStatus({}, status))).toEqual([true, true, true, true, true]);
    expect([199, 300, 304, 400, 409, 500].map((status) => isSuccessStatus({}, status))).toEqual([false, false, false, false, false, false]);
  });

  it('takes exactly the one status declared (000 §7: "status 201 = success")', () => {
    expect(isSuccessStatus({ successStatus: 201 }, 201)).toBe(true);
    expect(isSuccessStatus({ successStatus: 201 }, 200)).toBe(false);
  });

  it('takes every status of a declared set (001 §7: "below 202 means success"), and none beside', () => {
    const below202: Pick<Endpoint, 'successStatus'> = { successStatus: [200, 201] };
    expect([200, 201, 202, 204].map((status) => isSuccessStatus(below202, status))).toEqual([true, true, false, false]);
  });
});

describe('Dates Available: the batch add is saved whether the service answers 200 or 201', () => {
  const screen = definition('rules/dates-available.screen.json');
  const batchCreate = screen.endpoints.batchCreate;
  const submit = screen.forms?.batchAdd?.submit;
  const fill = (template: string, answer?: unknown) => textOf(renderTemplate(template, { answer }) ?? '');
  const saved = { success: 'DatesAvailable saved for 2 regions.' };

  it('reports a 200 answer as success, with the service\'s sentence', async () => {
    if (!batchCreate || !submit) throw new Error('the batch add of Dates Available is gone');
    const result = await answered(batchCreate, 200, saved);
    expect(result.ok).toBe(true);
    expect(answerTextOf(submit)(result, fill)).toBe('DatesAvailable saved for 2 regions.');
  });

  it('reports a 201 answer as success too, and a 202 as a failure (not below 202)', async () => {
    if (!batchCreate || !submit) throw new Error('the batch add of Dates Available is gone');
    expect((await answered(batchCreate, 201, saved)).ok).toBe(true);
    const accepted = await answered(batchCreate, 202, { error: 'Queued' });
    expect(accepted.ok).toBe(false);
    expect(answerTextOf(submit)(accepted, fill)).toBe('DatesAvailable saving process failed. Queued');
  });

  it('the cutoff screen adds a date through the same call, with the same success', async () => {
    const addOverride = definition('orders/cutoffs.screen.json').endpoints.addOverride;
    if (!addOverride) throw new Error('the date add of Cutoffs is gone');
    expect(addOverride.path).toBe(batchCreate?.path);
    expect((await answered(addOverride, 200, saved)).ok).toBe(true);
  });
});

describe('Manual fulfilment: the photo uploaded with a 200 answer is kept (001 §7 names no status: any 2xx)', () => {
  it('reads the uploaded photo\'s url from a 200 answer as from a 201', async () => {
    const upload = definition('orders/manual-fulfilment.screen.json').endpoints.uploadImage;
    if (!upload) throw new Error('the image upload of Manual fulfilment is gone');
    for (const status of [200, 201]) {
      const result = await answered(upload, status, { url: 'https://photos.test/pod/1012.jpg' });
      expect(result).toMatchObject({ ok: true, data: { url: 'https://photos.test/pod/1012.jpg' } });
    }
  });
});
