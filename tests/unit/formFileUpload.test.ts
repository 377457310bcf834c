import { describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../runtime/api/callEndpoint';
import { multipartBody } from '../../runtime/api/multipartBody';
import { checkFile, refusalText } from '../../runtime/kinds/form/fileCheck';
import { submitBody } from '../../runtime/kinds/page/forms/submitBody';
import type { PageField } from '../../runtime/kinds/page/forms/types';

const services = { admin: 'https://admin.test', shop: 'https://shop.test', storefrontGraphql: 'https://g.test', labels: 'https://l.test', dev: 'https://dev.test' };

describe('file fields: refused before anything is sent', () => {
  it('accepts the listed endings, whatever their case, up to the size', () => {
    expect(checkFile({ name: 'Rates.XLSX', size: 10 }, ['.xlsx', '.csv'], 100)).toBeUndefined();
    expect(checkFile({ name: 'rates.csv', size: 100 }, ['.xlsx', '.csv'], 100)).toBeUndefined();
    expect(checkFile({ name: 'rates.pdf', size: 10 }, ['.xlsx', '.csv'], 100)).toBe('accept');
    expect(checkFile({ name: 'rates.csv', size: 101 }, ['.xlsx', '.csv'], 100)).toBe('maxBytes');
  });

  it("says the definition's message, else a plain one naming the limit", () => {
    expect(refusalText('accept', ['.csv'], 100, { accept: 'Only CSV please' })).toBe('Only CSV please');
    expect(refusalText('accept', ['.xlsx', '.csv'], 100, {})).toBe('Choose a file of type .xlsx, .csv');
    expect(refusalText('maxBytes', ['.csv'], 2048, {})).toBe('Choose a file of at most 2048 bytes');
  });
});

describe('multipart body', () => {
  it('sends the file under its field and every other value as text', async () => {
    const file = new File(['a,b\n1,2\n'], 'rates.csv', { type: 'text/csv' });
    const data = multipartBody({ upload: 'rates.csv', region: 3, tags: ['a', 'b'], gone: undefined, meta: { x: 1 } }, new Map([['upload', file]]));
    expect(data.get('region')).toBe('3');
    expect(data.getAll('tags')).toEqual(['a', 'b']);
    expect(data.has('gone')).toBe(false);
    expect(data.get('meta')).toBe('{"x":1}');
    const sent = data.get('upload');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('rates.csv');
    expect(await (sent as File).text()).toBe('a,b\n1,2\n');
  });

  it('adds a chosen file the body does not name', () => {
    const data = multipartBody({ region: 3 }, new Map([['upload', new File(['x'], 'x.csv')]]));
    expect((data.get('upload') as File).name).toBe('x.csv');
  });

  it('is sent as it is, the fetch setting its multipart Content-Type', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{"success":"ok"}', { status: 200 })));
    const body = multipartBody({ region: 3 }, new Map());
    const result = await callEndpoint({ method: 'POST', path: '/rates/import' }, { services, token: 't', language: 'en-CA', body, fetchImpl });
    expect(result.ok).toBe(true);
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(body);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('submit body of a page form', () => {
  const fields: PageField[] = [{ name: 'note' }, { name: 'upload', ui: { widget: 'file', accept: ['.csv'], maxBytes: 10 } }];
  it('is the body as it is without a shown file field', () => {
    expect(submitBody([{ name: 'note' }], [], { note: 'x' }, new Map())).toEqual({ note: 'x' });
    expect(submitBody(fields, ['upload'], { note: 'x' }, new Map([['upload', new File(['a'], 'a.csv')]]))).toEqual({ note: 'x' });
  });
  it('is multipart with the chosen file otherwise', () => {
    const sent = submitBody(fields, [], { note: 'x', upload: 'a.csv' }, new Map([['upload', new File(['a'], 'a.csv')]]));
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('upload') as File).name).toBe('a.csv');
    expect((sent as FormData).get('note')).toBe('x');
  });
});
