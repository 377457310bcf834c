// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** A form whose answer (what it was pressed with) a result block over the form shows, with Copy URL and Jump to Checkout Page beside it. */
const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/test/result-actions',
  title: 'Result actions',
  kind: 'page',
  endpoints: {},
  blocks: [
    {
      id: 'made',
      block: 'form',
      entity: 'checkout-record',
      payload: 'query',
      fields: [{ name: 'shortURL', label: 'Short URL', messages: { pattern: "Short URL can't be empty" } }],
      submit: { label: 'Make', success: 'Made' },
    },
    {
      id: 'link',
      block: 'result',
      title: 'Checkout link',
      from: 'made',
      fields: [
        {
          label: 'Checkout URL',
          path: '{answer.shortURL}',
          empty: 'No checkout made yet',
          copy: { label: 'Copy URL', copied: 'Checkout URL copied', failed: 'The browser did not allow copying' },
          open: 'Jump to Checkout Page',
        },
      ],
    },
  ],
};

/** Opens the page and types an address: the result block shows the field (its buttons disabled) until Make. */
async function open(typed: string): Promise<HTMLElement> {
  serveAdminApi(() => undefined);
  renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Short URL' }), { target: { value: typed } });
  return screen.findByRole('region', { name: 'Checkout link' });
}

const button = (block: HTMLElement, name: string) => within(block).getByRole<HTMLButtonElement>('button', { name });

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a result field with copy and open buttons (Checkout Automation 001 §2)', () => {
  it('shows both disabled while the value is blank, then copies the value and opens it in a new tab', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const block = await open('http://127.0.0.1:5173/api/shop/s/DemoCkt');
    expect(await within(block).findByText('No checkout made yet')).toBeTruthy();
    expect(button(block, 'Copy URL').disabled).toBe(true);
    expect(button(block, 'Jump to Checkout Page').disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Make' }));
    await waitFor(() => expect(button(block, 'Copy URL').disabled).toBe(false));
    fireEvent.click(button(block, 'Copy URL'));
    await waitFor(() => expect(within(block).getByRole('status').textContent).toBe('Checkout URL copied'));
    expect(writeText).toHaveBeenCalledWith('http://127.0.0.1:5173/api/shop/s/DemoCkt');
    fireEvent.click(button(block, 'Jump to Checkout Page'));
    expect(opened).toHaveBeenCalledWith('http://127.0.0.1:5173/api/shop/s/DemoCkt', '_blank', 'noopener,noreferrer');
  });

  it('says so when the browser refuses the clipboard, and opens nothing that is not an address', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const block = await open('DemoCkt');
    fireEvent.click(screen.getByRole('button', { name: 'Make' }));
    await waitFor(() => expect(button(block, 'Copy URL').disabled).toBe(false));
    expect(button(block, 'Jump to Checkout Page').disabled).toBe(true);
    fireEvent.click(button(block, 'Copy URL'));
    await waitFor(() => expect(within(block).getByRole('status').textContent).toBe('The browser did not allow copying'));
  });
});
