// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { renderPage, resetPageRenders } from './pageRender';
import { requestUrl } from '../support/requestUrl';

// A chained submit whose step has an `undo` (schemas/screen.schema.json SubmitStep.undo): the
// alert titles' rename (002 §4) deletes the old title, adds the new one, and adds the old one
// back when the add fails. Fixture: tests/fixtures/form-language/rename.screen.json.

const definition = () => JSON.parse(readFileSync('tests/fixtures/form-language/rename.screen.json', 'utf8')) as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

interface Sent {
  call: string;
  body: BodyInit | null | undefined;
}
type Answer = { status: number; body: unknown };

/** Answers each call by `METHOD path` (decoded); records what was sent, in order. */
function serve(answers: Record<string, Answer>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${decodeURIComponent(new URL(requestUrl(input)).pathname.replace(/^\/admin/, ''))}`;
      sent.push({ call, body: init?.body });
      const answer = answers[call] ?? { status: 404, body: { error: 'no route' } };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }));
    }),
  );
  return sent;
}

async function rename(to: string): Promise<void> {
  const screenDefinition = definition();
  renderPage(screenDefinition, { validators: await compilePageFormsInNode(screenDefinition, process.cwd()) });
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value: to } });
  fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
}

describe('a step with an undo', () => {
  it('a failed add after the delete adds the old title back, then says the failure', async () => {
    const sent = serve({
      'DELETE /ops/giftset-alert/Mug & cup': { status: 200, body: { message: 'deleted' } },
      'PUT /ops/giftset-alert/Plush': { status: 409, body: { error: 'The gift-set alert Plush already exists.' } },
      'PUT /ops/giftset-alert/Mug & cup': { status: 201, body: { message: 'added' } },
    });
    await rename('Plush');
    expect((await screen.findByRole('alert')).textContent).toContain('GiftSetsAlert update process failed.');
    expect(sent.map((request) => request.call)).toEqual(['DELETE /ops/giftset-alert/Mug & cup', 'PUT /ops/giftset-alert/Plush', 'PUT /ops/giftset-alert/Mug & cup']);
    // noBody: the PUTs send nothing though the form holds a value; the DELETE sends none either.
    expect(sent.map((request) => request.body)).toEqual([undefined, undefined, undefined]);
  });

  it('a successful add undoes nothing', async () => {
    const sent = serve({
      'DELETE /ops/giftset-alert/Mug & cup': { status: 200, body: { message: 'deleted' } },
      'PUT /ops/giftset-alert/Mug / plate': { status: 201, body: { message: 'Gift-set alert Mug / plate has been added.' } },
    });
    await rename('Mug / plate');
    expect(await screen.findByText('Gift-set alert Mug / plate has been added.')).toBeTruthy();
    expect(sent.map((request) => request.call)).toEqual(['DELETE /ops/giftset-alert/Mug & cup', 'PUT /ops/giftset-alert/Mug / plate']);
  });

  it('a failed delete (the stop step itself) sends nothing more and puts nothing back', async () => {
    const sent = serve({ 'DELETE /ops/giftset-alert/Mug & cup': { status: 404, body: { error: 'There is no gift-set alert Mug & cup.' } } });
    await rename('Plush');
    expect((await screen.findByRole('alert')).textContent).toContain('GiftSetsAlert update process failed.');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Rename' }).disabled).toBe(false));
    expect(sent.map((request) => request.call)).toEqual(['DELETE /ops/giftset-alert/Mug & cup']);
  });
});
