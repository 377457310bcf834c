// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi, type SentRequest } from './formRender';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const HUBS = [
  { regionId: 'hub-wpg', regionName: 'Winnipeg Hub' },
  { regionId: 'hub-kel', regionName: 'Kelowna Hub' },
];
const DRIVERS = [
  { workerId: 'w1', displayName: 'Tyler Bird', driverFullName: 'Tyler Bird', phone: '+12045550111', timezone: 'America/Winnipeg' },
  { workerId: 'w2', displayName: 'Aman S.', driverFullName: 'Amanpreet Kaur Sandhu', phone: '+12045550112', timezone: 'America/Winnipeg' },
  { workerId: 'w3', displayName: 'Marc G.', driverFullName: 'Marc-André Gagnon', phone: '+12045550113', timezone: 'America/Winnipeg' },
];
const TEMPLATES = [
  { templateId: 2, templateName: 'Weather Delay', template: 'Heads up: {{situation}}. Drive safely.', placeholders: ['situation'], version: 1 },
  { templateId: 4, templateName: 'Thank You', template: 'Thank you for all your hard work today!', placeholders: [], version: 1 },
];

const NO_DRIVERS = 'SMS Sending Failed! Please Choose Region and Drivers Before Send SMS.';
const NO_TEMPLATE = 'SMS Sending Failed! Please Select SMS template to Send SMS.';

/** How the fake server differs from a good day: the hub's and the drivers' time zones, a failing send or hub list. */
interface DriverSmsDay {
  hubZone?: string | null;
  driverZone?: string;
  sendFails?: 'html' | 'network';
  hubsFail?: boolean;
}

function driverSmsApi(day: DriverSmsDay = {}) {
  const drivers = DRIVERS.map((driver) => ({ ...driver, timezone: day.driverZone ?? driver.timezone }));
  return serveAdminApi((request: SentRequest) => {
    if (request.path === '/onfleet/driver/region/all') return day.hubsFail ? { status: 500, body: {} } : { status: 200, body: HUBS };
    if (request.path === '/onfleet/driver/task/region/Winnipeg%20Hub/all') {
      return { status: 200, body: { regionId: 'hub-wpg', regionName: 'Winnipeg Hub', timezone: day.hubZone === undefined ? 'America/Winnipeg' : day.hubZone, date: '2026-11-26', drivers } };
    }
    if (request.path === '/onfleet/driver/task/sms/template/all') return { status: 200, body: TEMPLATES };
    if (request.method === 'POST' && request.path === '/onfleet/driver/task/sms/send') {
      if (day.sendFails === 'network') throw new TypeError('Failed to fetch');
      if (day.sendFails === 'html') return { status: 502, body: '<html><body>502 Bad Gateway</body></html>' };
      const body = request.body as { templateId?: number; drivers?: unknown[] };
      if (!body.drivers || body.drivers.length === 0) return { status: 400, body: { error: 'SMS Sending Failed! Please Choose Region and Drivers Before Send SMS.' } };
      if (body.templateId === undefined) return { status: 400, body: { error: 'SMS Sending Failed! Please Select SMS template to Send SMS.' } };
      return { status: 201, body: { success: 'SMS Weather Delay sent to 2 drivers of Winnipeg Hub.', sent: 2, messageIds: [1, 2], skipped: [] } };
    }
    return undefined;
  });
}

/** The pilot itself: screens/sms/driver-mass-sms.screen.json. */
async function renderDriverSms(day: DriverSmsDay = {}) {
  // Read as the build reads it: its shared paging preset written in.
  const definition = resolvedDefinitionSync('screens/sms/driver-mass-sms.screen.json', root) as PageScreen;
  const api = driverSmsApi(day);
  const { router } = renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
  return { ...api, router };
}

/** Picks an option of a select by its text (RJSF's option values are indices). */
function choose(select: HTMLElement, text: string): void {
  const option = within(select).getAllByRole('option').find((candidate) => candidate.textContent === text);
  fireEvent.change(select, { target: { value: (option as HTMLOptionElement | undefined)?.value } });
}

async function chooseRegion(text: string): Promise<void> {
  // Generous waits: the page's code, lookups and validators load first, slowly on a busy machine.
  const region = await screen.findByLabelText('Region');
  await waitFor(() => expect(within(region).getAllByRole('option').map((option) => option.textContent)).toContain(text));
  choose(region, text);
}

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;
/**
 * React finishes what the last update scheduled: a grid publishes its selection to the page state
 * in an effect after its bar shows it, and a press is only fair once it has (a person's cannot
 * come sooner; a test's can, on a busy machine).
 */
const settled = () => act(async () => {});
/**
 * Ticks a row's box and waits until its grid has taken it: the box changed, the grid's count
 * says as many as are ticked, and the page state holds it (`settled`). A person ticks one box at
 * a time; two clicks fired at once on a busy machine can meet inside the grid.
 */
async function check(name: string): Promise<void> {
  // What the page scheduled (a list answered, a grid drawing its rows) is done before the press, so
  // the press lands on the row's box as drawn, not on one a late render replaces.
  await settled();
  const block = rowOf(name).closest('section') as HTMLElement;
  const box = () => within(rowOf(name)).getByRole<HTMLInputElement>('checkbox');
  const was = box().checked;
  fireEvent.click(box());
  await waitFor(() => {
    expect(box().checked).toBe(!was);
    const ticked = within(block).getAllByRole('checkbox').filter((candidate) => (candidate as HTMLInputElement).checked).length;
    expect(within(block).getByText(/^\d+ selected$/).textContent).toBe(`${ticked} selected`);
  });
  await settled();
}
const sends = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');
/** One driver and one template chosen: each grid says so. */
const bothChosen = async () => {
  await waitFor(() => expect(screen.getAllByText('1 selected')).toHaveLength(2));
  await settled();
};

async function execute(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Execute SMS Process' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Execute SMS Process' });
  expect(within(dialog).getByText('Are you sure want to proceed ?')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Execute SMS Process' }));
}

describe('a submit body reading other blocks (the driver mass SMS pilot)', () => {
  it('a form block without submit shows no button; the grid reads its choice', async () => {
    const { requests } = await renderDriverSms();
    await chooseRegion('Winnipeg Hub');
    expect(screen.getAllByRole('button', { name: 'Execute SMS Process' })).toHaveLength(1);
    expect(await screen.findByText('Tyler Bird')).toBeTruthy();
    expect(requests.map((request) => request.path)).toContain('/onfleet/driver/task/region/Winnipeg%20Hub/all');
  });

  it('sends the selected drivers as [{ workerId }], the selected template id, the region, its time zone and the shown value', async () => {
    const { requests } = await renderDriverSms();
    await chooseRegion('Winnipeg Hub');
    await screen.findByText('Tyler Bird');
    await screen.findByText('Weather Delay');
    expect(screen.queryByLabelText('Situation')).toBeNull();
    await check('Tyler Bird');
    await check('Marc G.');
    await check('Weather Delay');
    const situation = await screen.findByLabelText('Situation');
    expect(screen.queryByLabelText('Time')).toBeNull();
    fireEvent.change(situation, { target: { value: 'Freezing rain on Route 1' } });
    await execute();
    await waitFor(() => expect(sends(requests)).toHaveLength(1));
    expect(sends(requests)[0]?.body).toEqual({
      templateId: 2,
      drivers: [{ workerId: 'w1' }, { workerId: 'w3' }],
      region: 'Winnipeg Hub',
      timezone: 'America/Winnipeg',
      situation: 'Freezing rain on Route 1',
    });
    expect(await screen.findByText('SMS Weather Delay sent to 2 drivers of Winnipeg Hub.')).toBeTruthy();
  });

  it('with no driver chosen, says 002 §5’s first check before any confirm, and sends nothing', async () => {
    const { requests } = await renderDriverSms();
    await chooseRegion('Winnipeg Hub');
    // The hub's drivers are listed (none chosen) and a template is chosen, as staff would see them.
    await screen.findByText('Tyler Bird');
    await screen.findByText('Thank You');
    await check('Thank You');
    expect(await screen.findByText('1 selected')).toBeTruthy();
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Execute SMS Process' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(NO_DRIVERS);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sends(requests)).toEqual([]);
    // The button stays enabled: pressed again with a driver but no template, the next check speaks.
    await check('Tyler Bird');
    await check('Thank You');
    // Both grids have answered the clicks: one driver chosen, no template.
    await waitFor(() => {
      expect(screen.getAllByText('1 selected')).toHaveLength(1);
      expect(screen.getAllByText('0 selected')).toHaveLength(1);
    });
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Execute SMS Process' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(NO_TEMPLATE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sends(requests)).toEqual([]);
  });

  it('asks before leaving with a typed situation, though the page’s grid blocks hold no edits of their own', async () => {
    const { router } = await renderDriverSms();
    await chooseRegion('Winnipeg Hub');
    await screen.findByText('Tyler Bird');
    await check('Weather Delay');
    fireEvent.change(await screen.findByLabelText('Situation'), { target: { value: 'Freezing rain on Route 1' } });
    void router.navigate(ELSEWHERE);
    const ask = await screen.findByRole('alertdialog', { name: LEAVE_TITLE });
    fireEvent.click(within(ask).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('sends the hub’s time zone from the drivers call, not a driver’s', async () => {
    const { requests } = await renderDriverSms({ driverZone: 'America/Regina' });
    await chooseRegion('Winnipeg Hub');
    await screen.findByText('Tyler Bird');
    await check('Tyler Bird');
    await check('Thank You');
    await bothChosen();
    await execute();
    await waitFor(() => expect(sends(requests)).toHaveLength(1));
    expect(sends(requests)[0]?.body).toMatchObject({ region: 'Winnipeg Hub', timezone: 'America/Winnipeg' });
  });

  it('refuses a hub whose time zone is unknown before any confirm', async () => {
    const { requests } = await renderDriverSms({ hubZone: null });
    await chooseRegion('Winnipeg Hub');
    await screen.findByText('Tyler Bird');
    await check('Tyler Bird');
    await check('Thank You');
    await bothChosen();
    fireEvent.click(screen.getByRole('button', { name: 'Execute SMS Process' }));
    expect((await screen.findByRole('alert')).textContent).toContain(NO_DRIVERS);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sends(requests)).toEqual([]);
  });

  it('says the template’s missing situation before any confirm', async () => {
    await renderDriverSms();
    await chooseRegion('Winnipeg Hub');
    await screen.findByText('Tyler Bird');
    await check('Tyler Bird');
    await check('Weather Delay');
    await screen.findByLabelText('Situation');
    await bothChosen();
    fireEvent.click(screen.getByRole('button', { name: 'Execute SMS Process' }));
    expect((await screen.findByRole('alert')).textContent).toContain('SMS Sending Failed! Choose correct variation.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['an HTML 502', 'html'],
    ['no answer at all', 'network'],
  ] as const)('a send answered by %s says SMS Sending Failed!.', async (_name, failure) => {
    await renderDriverSms({ sendFails: failure });
    await chooseRegion('Winnipeg Hub');
    await screen.findByText('Tyler Bird');
    await check('Tyler Bird');
    await check('Thank You');
    await bothChosen();
    await execute();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('SMS Sending Failed!.'));
  });

  it('shows a template as its name, a separator and its text (002 §2)', async () => {
    await renderDriverSms();
    const name = await screen.findByText('Weather Delay');
    const cell = name.closest('[role="gridcell"]');
    expect(cell?.textContent).toBe('Weather Delay— Heads up: {{situation}}. Drive safely.');
    expect(screen.getByRole('columnheader', { name: /Template/ })).toBeTruthy();
  });

  it('says Error on table data initialization when the hubs cannot be listed', async () => {
    await renderDriverSms({ hubsFail: true });
    // Toasted for 5 s as the page opens, and kept beside the Region select it leaves empty.
    expect(await screen.findByText('Error on table data initialization', { selector: '.ui-toast__text' })).toBeTruthy();
    const note = await screen.findByText('Error on table data initialization', { selector: '.form-field__note' });
    expect(note.closest('.form-field')?.querySelector('select')?.getAttribute('aria-label') ?? note.closest('.form-field')?.textContent).toContain('Region');
  });
});
