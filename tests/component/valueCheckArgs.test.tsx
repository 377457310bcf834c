// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

// A value check judging by arguments (`checkArgs`): the SMS template's tag check reads the valid tags
// of the type chosen in a lookupSelect, `{templateType.templateTags}` (002 §5 SMS template save).
const root = process.cwd();
const definition = JSON.parse(readFileSync('tests/fixtures/form-language/checkArgs.screen.json', 'utf8')) as PageScreen;
const INVALID = 'Invalid Template! Please enter valid tags.';
const TYPES = [
  { type: 'DayBefore', typeName: 'Day Before', pathTags: ['lang_type', 'day_of_week'], templateTags: ['{first_name}'] },
  { type: 'OTW', typeName: 'On The Way', pathTags: ['lang_type', 'day_of_week'], templateTags: ['{driver_name}'] },
];

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe('a value check with arguments', () => {
  it("judges by the chosen type's tags: refused beside the field, accepted once valid, refused again when the type changes", async () => {
    const { requests } = serveAdminApi((request: SentRequest) => {
      if (request.path === '/onfleet/delivery/sms/templatetype/all') return { status: 200, body: TYPES };
      if (request.path === '/onfleet/delivery/sms/template/save') return { status: 201, body: { success: 'ok' } };
      return undefined;
    });
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const picker = await screen.findByLabelText<HTMLSelectElement>('Template Type');
    await waitFor(() => expect([...picker.options].map((option) => option.textContent)).toContain('Day Before'));
    fireEvent.change(picker, { target: { value: '0' } });
    const box = screen.getByLabelText('Template');
    fireEvent.change(box, { target: { value: 'Hi {first_name} {bogus}' } });
    fireEvent.blur(box);
    await waitFor(() => expect(screen.getByText(INVALID)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(box, { target: { value: 'Hi {first_name}' } });
    await waitFor(() => expect(screen.queryByText(INVALID)).toBeNull());
    fireEvent.change(picker, { target: { value: '1' } });
    await waitFor(() => expect(screen.getByText(INVALID)).toBeTruthy());

    fireEvent.change(box, { target: { value: 'Hi {driver_name}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ template: 'Hi {driver_name}' }]);
  });
});
