// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormBlock, PageScreen } from '../../runtime/generated/screen';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { consoleDomainRules } from '../../src/domain/consoleRules';
import { provinceInstant } from '../../shared/provinceInstant';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';
import { textOf } from '../../shared/textOf';
import { requestUrl } from '../support/requestUrl';

const root = process.cwd();
const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/form-language/${name}.screen.json`, 'utf8')) as PageScreen;
const ALEX = { name: 'Alex Morgan', email: 'alex@example.com' };

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

interface Sent {
  path: string;
  body: BodyInit | null | undefined;
}
type Answer = { status: number; body: unknown };

/** Answers each call by its path (a held answer waits for `release`); records what was sent. */
function serve(answers: Record<string, Answer | (() => Promise<Answer>)>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(requestUrl(input)).pathname.replace(/^\/admin/, '');
      sent.push({ path, body: init?.body });
      const known = answers[path];
      const answer = typeof known === 'function' ? await known() : (known ?? { status: 404, body: { error: 'no route' } });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const today = () => consoleDomainRules.calendar.today(Date.now());
const sentTo = (sent: Sent[], path: string) => sent.filter((request) => request.path === path);
const jsonOf = (request: Sent | undefined) => JSON.parse(textOf(request?.body)) as unknown;

async function openFulfil(definition = fixture('fulfil')) {
  const view = renderPage(definition, { validators: await compilePageFormsInNode(definition, root), user: ALEX });
  await waitFor(() => expect(valueOf('Driver initials')).toBe('AMo'));
  return view;
}

function fillFulfil() {
  type('Province', 'British Columbia');
  type('Time', '14:30');
  type('Order id', '1001');
}

describe('starting values from templates', () => {
  it("opens with today's date in Winnipeg, the user's initials and the literal note; untouched, leaving does not ask", async () => {
    serve({});
    const { router } = await openFulfil();
    expect(valueOf('Delivery date')).toBe(today());
    expect(valueOf('Note')).toBe('Delivered');
    expect(valueOf('Province')).toBe('');
    void router.navigate(ELSEWHERE);
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull();
  });
});

describe('a chained submit', () => {
  it('uploads the image as multipart first, then sends the fulfilment with its url, the instant in the province and the province compacted; a success resets to the starting values', async () => {
    const sent = serve({ '/order/fulfilltask/imageupload': { status: 200, body: { url: 'https://images.example/pod-1001.png' } }, '/order/fulfilltask/manual': { status: 200, body: { success: 'ok' } } });
    await openFulfil();
    fillFulfil();
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [new File(['png'], 'pod.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Autofulfillment success for order 1001')).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(['/order/fulfilltask/imageupload', '/order/fulfilltask/manual']);
    const upload = sentTo(sent, '/order/fulfilltask/imageupload')[0]?.body as FormData;
    expect(upload).toBeInstanceOf(FormData);
    expect((upload.get('file') as File).name).toBe('pod.png');
    expect(upload.get('orderId')).toBe('1001');
    expect(upload.get('fileName')).toBe('pod.png');
    expect(jsonOf(sentTo(sent, '/order/fulfilltask/manual')[0])).toEqual({
      delivery: provinceInstant({ date: today(), time: '14:30', province: 'British Columbia' }),
      pod: 'Delivered',
      order: '1001',
      url: 'https://images.example/pod-1001.png',
      time: '14:30',
      date: today(),
      driverInitials: 'AMo',
      province: 'britishcolumbia',
    });
    // submit.reset: back to the starting values, not to an empty form.
    await waitFor(() => expect(valueOf('Province')).toBe(''));
    expect(valueOf('Note')).toBe('Delivered');
    expect(valueOf('Driver initials')).toBe('AMo');
    expect(valueOf('Delivery date')).toBe(today());
  });

  it('a failed upload of a "continue" step is swallowed: the fulfilment is sent with url null', async () => {
    const sent = serve({ '/order/fulfilltask/imageupload': { status: 500, body: { error: 'storage down' } }, '/order/fulfilltask/manual': { status: 200, body: {} } });
    await openFulfil();
    fillFulfil();
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [new File(['png'], 'pod.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Autofulfillment success for order 1001')).toBeTruthy();
    expect(jsonOf(sentTo(sent, '/order/fulfilltask/manual')[0])).toMatchObject({ url: null, order: '1001' });
  });

  it('skips a step whose condition does not hold: no image, no upload, url null', async () => {
    const sent = serve({ '/order/fulfilltask/manual': { status: 200, body: {} } });
    await openFulfil();
    fillFulfil();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Autofulfillment success for order 1001')).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(['/order/fulfilltask/manual']);
    expect(jsonOf(sent[0])).toMatchObject({ url: null });
  });

  it('a failed "stop" step ends the submit with its failure text, sending nothing more', async () => {
    const definition = fixture('fulfil');
    const block = definition.blocks[0] as FormBlock;
    const step = block.submit?.before?.[0];
    if (!step) throw new Error('the fixture has a step');
    step.onFailure = 'stop';
    step.failure = 'The image of order {actor_sub} could not be uploaded';
    const sent = serve({ '/order/fulfilltask/imageupload': { status: 500, body: {} }, '/order/fulfilltask/manual': { status: 200, body: {} } });
    await openFulfil(definition);
    fillFulfil();
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [new File(['png'], 'pod.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The image of order 1001 could not be uploaded');
    expect(sent.map((request) => request.path)).toEqual(['/order/fulfilltask/imageupload']);
    expect(valueOf('Province')).toBe('British Columbia');
  });
});

describe('Reset and the overlay text', () => {
  it('Reset restores the starting values and clears the alert; while the call runs the overlay says the waitText and Reset is disabled', async () => {
    let release: (answer: Answer) => void = () => undefined;
    serve({ '/order/fulfilltask/manual': () => new Promise<Answer>((resolve) => (release = resolve)) });
    await openFulfil();
    fillFulfil();
    type('Note', 'Left at the door');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please wait')).toBeTruthy();
    expect(screen.queryByText('Please wait...')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reset' }).disabled).toBe(true);
    release({ status: 500, body: {} });
    expect((await screen.findByRole('alert')).textContent).toContain('Oopps, Something is not right !!!');
    // A failure keeps what was typed; Reset brings back the defaults and takes the alert away.
    expect(valueOf('Note')).toBe('Left at the door');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(valueOf('Note')).toBe('Delivered'));
    expect(valueOf('Province')).toBe('');
    expect(valueOf('Order id')).toBe('');
    expect(valueOf('Driver initials')).toBe('AMo');
    expect(screen.queryByText('Oopps, Something is not right !!!')).toBeNull();
  });
});

describe('Reset', () => {
  it("brings back the entity's defaults under the fields' own, after a success too", async () => {
    const sent = serve({ '/products/create': { status: 200, body: {} } });
    const definition = fixture('product');
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    await waitFor(() => expect(valueOf('Display text')).toBe('Anytime (8am - 8pm)'));
    // The field's default goes over the entity property's ($10).
    expect(valueOf('Rate')).toBe('$25');
    expect(valueOf('Cutoff time')).toBe('15:55');
    type('Display text', 'Morning');
    type('Rate', '$30');
    type('Rate name', 'Morning - $30');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(valueOf('Display text')).toBe('Anytime (8am - 8pm)'));
    expect(valueOf('Rate')).toBe('$25');
    expect(valueOf('Rate name')).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created')).toBeTruthy();
    expect(jsonOf(sent[0])).toEqual({ displayText: 'Anytime (8am - 8pm)', rate: '$25', cutoff: '15:55' });
  });

  it('clears a chosen file: nothing is uploaded after a Reset', async () => {
    const sent = serve({ '/order/fulfilltask/imageupload': { status: 200, body: { url: 'https://images.example/x.png' } }, '/order/fulfilltask/manual': { status: 200, body: {} } });
    await openFulfil();
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [new File(['png'], 'pod.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(valueOf('Image')).toBe(''));
    fillFulfil();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Autofulfillment success for order 1001')).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(['/order/fulfilltask/manual']);
  });
});

describe('value checks and whole-body templates', () => {
  it("refuses text that is no JSON object with the field's message, on leaving it and on submit, sending nothing", async () => {
    const sent = serve({});
    const definition = fixture('resubmit');
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const box = await screen.findByLabelText('Order JSON');
    for (const refused of ['[1]', 'null', '"x"', 'abc']) {
      fireEvent.change(box, { target: { value: refused } });
      fireEvent.blur(box);
      await waitFor(() => expect(screen.getByText('Invalid JSON')).toBeTruthy());
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(sent).toEqual([]);
  });

  it('sends the parsed object as the whole body', async () => {
    const sent = serve({ '/order/requeue': { status: 200, body: {} } });
    const definition = fixture('resubmit');
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const box = await screen.findByLabelText('Order JSON');
    fireEvent.change(box, { target: { value: '{"id": 7, "lineItems": [{"sku": "A", "quantity": 2}], "note": null}' } });
    fireEvent.blur(box);
    expect(screen.queryByText('Invalid JSON')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Order Success')).toBeTruthy();
    expect(jsonOf(sent[0])).toEqual({ id: 7, lineItems: [{ sku: 'A', quantity: 2 }], note: null });
  });
});

describe('a file form with submit.body', () => {
  it('sends the file under its key and the computed values as text parts, a list as its JSON', async () => {
    const sent = serve({ '/order/bulk': { status: 200, body: {} } });
    const definition = fixture('bulk');
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    fireEvent.change(await screen.findByLabelText('Sheet'), { target: { files: [new File(['xlsx'], 'orders.xlsx')] } });
    type('Tags', 'B2B');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Orders Succeeded!')).toBeTruthy();
    const body = sent[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('sheet') as File).name).toBe('orders.xlsx');
    expect(body.get('tags')).toBe('B2B');
    expect(body.get('alertEmail')).toBe('dana@example.com');
    expect(body.getAll('days')).toEqual([JSON.stringify([today()])]);
    expect(body.get('call')).toBeNull();
  });
});
