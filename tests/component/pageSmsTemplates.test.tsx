// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

// SMS template settings (screens/delivery-notification/sms.screen.json, 002 §2, §5, §9): page modal
// forms that open after a delay (`openAfter`) and lock fields when opened for a row (`readOnly`), and
// a create body whose paths come from the chosen type's layout (value rule smsTemplatePaths).
const root = process.cwd();
let definition: PageScreen;
let validators: Awaited<ReturnType<typeof compilePageFormsInNode>>;

beforeAll(async () => {
  definition = resolvedDefinitionSync('screens/delivery-notification/sms.screen.json') as PageScreen;
  validators = await compilePageFormsInNode(definition, root);
});

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const TYPES = [
  { type: 'OTW', typeName: 'On The Way', pathTags: ['lang_type', 'consent', 'OTW', 'driver_type', 'day_of_week'], templateTags: ['{driver_name}'] },
  { type: 'FUT3Days', typeName: 'Follow Up (3 days)', pathTags: ['lang_type', 'FUT3Days', 'day_of_week'], templateTags: ['{review_link}'] },
];
const ROW = { templateId: 7, templateType: 'OTW', template: 'Hi {driver_name}', optout: '', path: 'CA-FR/OTW/THU-FRI', status: 0, templatePurpose: 'Regular', templateLang: 2, templateVersion: 2, version: 3 };

function serve() {
  return serveAdminApi((request: SentRequest) => {
    if (request.path === '/onfleet/delivery/sms/template/all') return { status: 200, body: [ROW] };
    if (request.path === '/onfleet/delivery/sms/templatetype/all') return { status: 200, body: TYPES };
    if (request.path === '/onfleet/delivery/sms/template/save') return { status: 201, body: { success: '3 On The Way templates saved (disabled until enabled).', templateIds: [8, 9, 10] } };
    if (request.path === '/onfleet/delivery/sms/template/7/update') return { status: 200, body: { success: 'Template CA-FR/OTW/THU-FRI has been updated.' } };
    return undefined;
  });
}

const writes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET');

describe('SMS template settings', () => {
  it('Add New opens half a second after the press and sends one path per version and locale of the chosen type', async () => {
    const { requests } = serve();
    renderPage(definition, { validators });
    await screen.findByText('CA-FR/OTW/THU-FRI');
    const pressed = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    expect(screen.queryByRole('dialog', { name: 'Add New Template' })).toBeNull();
    const form = await screen.findByRole('dialog', { name: 'Add New Template' });
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(450);
    const picker = within(form).getByLabelText<HTMLSelectElement>('Template Type');
    await waitFor(() => expect([...picker.options].map((option) => option.textContent)).toContain('On The Way'));
    fireEvent.change(picker, { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Purpose'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: '2 (Thursday to Friday)' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'English (CA-EN and EN-US)' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'French (CA-FR)' }));
    fireEvent.change(within(form).getByLabelText('Template'), { target: { value: 'On the way: {driver_name}' } });
    // The layout's slots are asked (only those it has): unchosen, nothing is sent.
    expect(within(form).queryByLabelText('ETA Type')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose the consent')).toBeTruthy();
    expect(within(form).getByText('Please choose the driver type')).toBeTruthy();
    expect(writes(requests)).toEqual([]);
    const consent = within(form).getByLabelText<HTMLSelectElement>('Consent');
    fireEvent.change(consent, { target: { value: [...consent.options].findIndex((option) => option.textContent === 'No consent') - 1 } });
    const driver = within(form).getByLabelText<HTMLSelectElement>('Driver Type');
    fireEvent.change(driver, { target: { value: [...driver.options].findIndex((option) => option.textContent === 'Courier') - 1 } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]?.body).toEqual({
      path: '',
      optout: '',
      templatePurpose: 'Regular',
      template: 'On the way: {driver_name}',
      templateType: 'OTW',
      isBulkSave: true,
      multiplePath: ['CA-EN/noconsent/OTW/courier/THU-FRI', 'EN-US/noconsent/OTW/courier/THU-FRI', 'CA-FR/noconsent/OTW/courier/THU-FRI'],
    });
  });

  it('Edit locks the type, language and version, and sends the texts with path empty and the version loaded', async () => {
    const { requests } = serve();
    renderPage(definition, { validators });
    await screen.findByText('CA-FR/OTW/THU-FRI');
    const row = screen.getByText('CA-FR/OTW/THU-FRI').closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Update Template: CA-FR/OTW/THU-FRI' });
    for (const label of ['Template Type', 'Language', 'Version']) expect(within(form).getByLabelText<HTMLSelectElement>(label).disabled).toBe(true);
    expect(within(form).getByLabelText<HTMLSelectElement>('Purpose').disabled).toBe(false);
    fireEvent.change(within(form).getByLabelText('Template'), { target: { value: 'Bonjour {driver_name}' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]?.body).toEqual({ template: 'Bonjour {driver_name}', templatePurpose: 'Regular', optout: '', templateType: 'OTW', path: '', version: 3 });
  });
});
