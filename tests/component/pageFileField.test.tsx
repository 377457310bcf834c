// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { renderPage, resetPageRenders } from './pageRender';
import { requestUrl } from '../support/requestUrl';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const upload: PageScreen = {
  $schema: 'x',
  route: '/secure/test/upload',
  title: 'Upload',
  kind: 'page',
  endpoints: { upload: { method: 'POST', path: '/rates/import' } },
  blocks: [
    {
      id: 'rates',
      block: 'form',
      entity: 'ops-link',
      payload: 'create',
      fields: [
        {
          name: 'name',
          label: 'Rates file',
          ui: { widget: 'file', accept: ['.xlsx', '.csv'], maxBytes: 16 },
          messages: { accept: 'Choose an .xlsx or .csv file', maxBytes: 'The file is over 16 bytes' },
        },
      ],
      submit: { label: 'Upload', endpoint: 'upload', success: 'Uploaded {name}', failure: 'Upload failed' },
    },
  ],
};

function serveUploads() {
  const sent: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: requestUrl(input), init });
    return Promise.resolve(new Response(JSON.stringify({ success: 'ok' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('file field', () => {
  it('refuses a wrong type or size beside the field, before anything is sent', async () => {
    const sent = serveUploads();
    renderPage(upload, { validators: await compilePageFormsInNode(upload, root) });
    const input = await screen.findByLabelText('Rates file');
    expect(input.getAttribute('accept')).toBe('.xlsx,.csv');
    choose(input, new File(['x'], 'rates.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose an .xlsx or .csv file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    choose(input, new File(['a'.repeat(17)], 'rates.csv'));
    expect(screen.getByRole('alert').textContent).toBe('The file is over 16 bytes');
    // Upload stays enabled: pressing it sends nothing and takes the focus back to the refused file.
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(sent).toEqual([]);
  });

  it('sends the chosen file as multipart/form-data', async () => {
    const sent = serveUploads();
    renderPage(upload, { validators: await compilePageFormsInNode(upload, root) });
    const input = await screen.findByLabelText('Rates file');
    choose(input, new File(['a,b\n'], 'rates.csv', { type: 'text/csv' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const button = screen.getByRole('button', { name: 'Upload' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByText('Uploaded rates.csv');
    const call = sent.find((request) => request.url.endsWith('/rates/import'));
    const body = call?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    const file = (body as FormData).get('name') as File;
    expect(file.name).toBe('rates.csv');
    expect(await file.text()).toBe('a,b\n');
    expect((call?.init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
