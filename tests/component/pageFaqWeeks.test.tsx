// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { nextWeekCodes } from '../../shared/weekCodes';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const definition = JSON.parse(readFileSync('tests/fixtures/page-blocks/product-faq.screen.json', 'utf8')) as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe('FAQ accordion (disclosures block)', () => {
  it('shows each question as a closed native disclosure; opening one shows its answer, in paragraphs', async () => {
    serveAdminApi(() => undefined);
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    const faq = await screen.findByRole('region', { name: 'FAQ' });
    await within(faq).findByText('A large request timed out');
    const summaries = faq.querySelectorAll('details > summary');
    expect([...summaries].map((summary) => summary.textContent)).toEqual([
      'The product\'s page says it was not found',
      'A large request timed out',
      'The handle got a number at its end',
      'The variants\' pictures are in the wrong order',
    ]);
    const details = [...faq.querySelectorAll('details')];
    expect(details.every((item) => !item.open)).toBe(true);

    // The browser toggles a <details> when its <summary> is clicked, or pressed with Enter or Space (a summary is its button).
    const last = details[3];
    if (!last) throw new Error('four items');
    fireEvent.click(last.querySelector('summary') as HTMLElement);
    await waitFor(() => expect(last.open).toBe(true));
    expect([...last.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(['Reorder the template product\'s media so the pictures follow its variants.', 'Then make the products again.']);
    expect(within(faq).getByText('Then make the products again.')).toBeTruthy();
  });
});

describe('a lookup computed by a rule', () => {
  it('offers the five week codes from the current week in Winnipeg, with no call made', async () => {
    const { requests } = serveAdminApi(() => undefined);
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    const group = await screen.findByRole('group', { name: 'Weeks' });
    const expected = nextWeekCodes(new Date(), 5);
    await waitFor(() => expect(within(group).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent?.trim())).toEqual(expected));
    fireEvent.click(within(group).getByRole('checkbox', { name: expected[1] }));
    expect(await screen.findByText(`Chosen: ${expected[1]}`, { exact: false })).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
