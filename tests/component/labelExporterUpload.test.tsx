// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import largeLabels from '../../screens/exporter/large-labels.screen.json';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { renderPage, resetPageRenders } from './pageRender';
import { requestUrl } from '../support/requestUrl';

/**
 * The new-labels exporter as defined (screens/exporter/large-labels.screen.json): its mailboxes
 * come from the two lookups of 002 §7, the upload carries `email`, `subject`, `body` and
 * `attachment`, and a refused upload says 'Labels generation failed' with the service's reason
 * (spec README).
 */

const root = process.cwd();
const definition = largeLabels as unknown as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

function serve() {
  const called: string[] = [];
  let upload: FormData | undefined;
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input));
    called.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('/warehouse')) return Promise.resolve(json(200, [{ id: 6, name: 'Winnipeg', sku: 'mb', orderMailbox: 'orders.winnipeg@example.ca' }]));
    if (url.pathname.endsWith('/onfleet/driver/region/all')) return Promise.resolve(json(200, [{ regionId: 'w1', regionName: 'Winnipeg Hub', dispatchMailbox: 'dispatch.winnipeg@example.ca' }]));
    if (url.pathname.endsWith('/labels/upload')) {
      upload = init?.body instanceof FormData ? init.body : undefined;
      return Promise.resolve(json(400, { error: 'The file wpg.xlsx is not an .xlsx workbook.', fields: { file: 'wpg.xlsx is not an .xlsx workbook.' } }));
    }
    return Promise.resolve(json(404, { error: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetch);
  return { called, upload: () => upload };
}

describe('the Excel exporters’ upload (002 §7 Label service host)', () => {
  it('offers the warehouses’ and hubs’ mailboxes, sends the e-mail’s subject, body and attachment, and says a refusal with its reason', async () => {
    const { called, upload } = serve();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const mailbox = await screen.findByLabelText<HTMLSelectElement>('Email The Labels To');
    await waitFor(() => expect([...mailbox.options].map((option) => option.textContent)).toEqual(expect.arrayContaining(['Winnipeg orders (orders.winnipeg@example.ca)', 'Winnipeg Hub dispatch (dispatch.winnipeg@example.ca)'])));
    expect(called).toEqual(expect.arrayContaining([expect.stringMatching(/^GET .*\/warehouse$/), expect.stringMatching(/^GET .*\/onfleet\/driver\/region\/all$/)]));
    expect(screen.queryByLabelText('Email Subject')).toBeNull();
    const chosen = [...mailbox.options].find((option) => option.textContent?.startsWith('Winnipeg orders'));
    fireEvent.change(mailbox, { target: { value: chosen?.value } });
    fireEvent.change(await screen.findByLabelText('Email Subject'), { target: { value: 'Morning labels' } });
    fireEvent.change(screen.getByLabelText('Email Message'), { target: { value: 'For the 8 am run.' } });
    fireEvent.change(screen.getByLabelText('Export File Name'), { target: { value: 'WPG labels' } });
    fireEvent.change(screen.getByLabelText('Excel File (.xlsx)'), { target: { files: [new File(['not a workbook'], 'wpg.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByText('Labels generation failed: The file wpg.xlsx is not an .xlsx workbook.');
    const sent = upload();
    expect(sent?.get('email')).toBe('orders.winnipeg@example.ca');
    expect(sent?.get('subject')).toBe('Morning labels');
    expect(sent?.get('body')).toBe('For the 8 am run.');
    expect(sent?.get('attachment')).toBe('1');
    expect(sent?.get('exportFileName')).toBe('WPG_labels');
  });
});
