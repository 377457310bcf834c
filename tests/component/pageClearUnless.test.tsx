// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
});

/** A field that takes digits without a leading zero only (002 §5 orders per file), beside one without the rule. */
const counting: PageScreen = {
  $schema: 'x',
  route: '/secure/test/clear-unless',
  title: 'Count',
  kind: 'page',
  endpoints: { save: { method: 'POST', path: '/ops/link' } },
  blocks: [
    {
      id: 'count',
      block: 'form',
      entity: 'ops-link',
      payload: 'create',
      fields: [
        { name: 'name', label: 'Orders', clearUnless: '^[1-9][0-9]*$' },
        { name: 'link', label: 'Link' },
      ],
      submit: { label: 'Save', endpoint: 'save', success: 'Saved', failure: 'Failed' },
    },
  ],
};

describe('clearUnless', () => {
  it('empties the box when the typed value does not match, every time, and keeps one that does', async () => {
    serveAdminApi(() => undefined);
    renderPage(counting, { validators: await compilePageFormsInNode(counting, root) });
    const orders = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Orders' });
    fireEvent.change(orders, { target: { value: '30' } });
    expect(orders.value).toBe('30');
    fireEvent.change(orders, { target: { value: '30a' } });
    expect(orders.value).toBe('');
    fireEvent.change(orders, { target: { value: '0' } });
    expect(orders.value).toBe('');
    fireEvent.change(orders, { target: { value: '07' } });
    expect(orders.value).toBe('');
    const link = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link' });
    fireEvent.change(link, { target: { value: 'x 0 !' } });
    expect(link.value).toBe('x 0 !');
    expect(orders.value).toBe('');
  });
});
