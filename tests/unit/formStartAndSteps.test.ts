import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../runtime/api/callEndpoint';
import type { Endpoint, SubmitStep } from '../../runtime/generated/screen';
import { fieldDefaults, globalsReady } from '../../runtime/kinds/form/startValues';
import { refusedByChecks } from '../../runtime/kinds/form/valueChecks';
import { requestBody } from '../../runtime/kinds/page/forms/requestBody';
import { bodyValue, fileParts } from '../../runtime/kinds/page/forms/stateBody';
import { runSteps, undoSteps } from '../../runtime/kinds/page/forms/submitSteps';
import { renderTemplate } from '../../runtime/templates/template';

const globals = { user: { email: 'alex@example.com', name: 'Alex Morgan', initials: 'AMo' }, today: '2026-11-27' };
const fill = (template: string, context: Readonly<Record<string, unknown>>) => renderTemplate(template, { ...context });

describe('fieldDefaults', () => {
  it('fills templates from the globals and keeps literals', () => {
    const fields = [{ name: 'date', default: '{today}' }, { name: 'driver', default: '{user.initials}' }, { name: 'note', default: 'Delivered' }, { name: 'count', default: 3 }, { name: 'kept', default: false }, { name: 'regions', default: ['BC', 'AB'] }, { name: 'none' }];
    expect(fieldDefaults(fields, globals)).toEqual({ date: '2026-11-27', driver: 'AMo', note: 'Delivered', count: 3, kept: false, regions: ['BC', 'AB'] });
  });

  it('gives no value for a template that fills to blank, and waits for the globals only when a template reads them', () => {
    const blank = { ...globals, user: { ...globals.user, initials: '' } };
    expect(fieldDefaults([{ name: 'driver', default: '{user.initials}' }], blank)).toEqual({});
    expect(globalsReady([{ name: 'date', default: '{today}' }], { ...globals, today: '' })).toBe(false);
    expect(globalsReady([{ name: 'note', default: 'Delivered' }], { ...globals, today: '' })).toBe(true);
  });
});

describe('body values', () => {
  it('{ value, otherwise } sends otherwise when the template fills to nothing', () => {
    const value = { value: '{upload.answer.url}', otherwise: null };
    expect(bodyValue(value, {}, {}, fill)).toBeNull();
    expect(bodyValue(value, { upload: { answer: { url: '' } } }, {}, fill)).toBeNull();
    expect(bodyValue(value, { upload: { answer: { url: 'https://x/1.png' } } }, {}, fill)).toBe('https://x/1.png');
  });

  it('{ rule, args } is what the registered rule computes; { file } is no JSON value', () => {
    const instant = bodyValue({ rule: 'provinceInstant', args: { date: '{date}', time: '{time}', province: 'Saskatchewan' } }, { date: '2026-07-15', time: '14:30' }, {}, fill);
    expect(instant).toBe(Date.parse('2026-07-15T20:30:00Z'));
    expect(bodyValue({ rule: 'noSuchRule', args: {} }, {}, {}, fill)).toBeUndefined();
    expect(bodyValue({ file: 'image' }, { image: 'pod.png' }, {}, fill)).toBeUndefined();
    expect([...fileParts({ file: { file: 'image' }, name: '{image}' })]).toEqual([['file', 'image']]);
  });
});

describe('requestBody', () => {
  const image = new File(['png'], 'pod.png');
  it('a whole-body template is the body as it is', () => {
    expect(requestBody('{order|parseJson}', { order: '{"id":1,"tags":["a"]}' }, {}, fill, new Map(), [])).toEqual({ id: 1, tags: ['a'] });
    expect(requestBody('{order|parseJson}', { order: 'abc' }, {}, fill, new Map(), [])).toEqual({});
  });

  it('a body naming a file is multipart: the file under its key, lists and objects as JSON', () => {
    const body = requestBody({ sheet: { file: 'upload' }, days: '{days}', who: '{who}' }, { days: ['2026-11-27'], who: { email: 'a@x' } }, {}, fill, new Map([['upload', image]]), []);
    expect(body).toBeInstanceOf(FormData);
    const data = body as FormData;
    expect((data.get('sheet') as File).name).toBe('pod.png');
    expect(data.getAll('days')).toEqual(['["2026-11-27"]']);
    expect(data.get('who')).toBe('{"email":"a@x"}');
  });

  it('a hidden file field sends no file; a body without one is JSON', () => {
    const hidden = requestBody({ sheet: { file: 'upload' }, n: '1' }, {}, {}, fill, new Map([['upload', image]]), ['upload']) as FormData;
    expect(hidden.get('sheet')).toBeNull();
    expect(requestBody({ n: '{n}' }, { n: 2 }, {}, fill, new Map([['upload', image]]), [])).toEqual({ n: 2 });
  });
});

describe('runSteps', () => {
  const endpoint: Endpoint = { method: 'POST', path: '/upload' };
  const ok = (data: unknown): CallResult => ({ ok: true, status: 200, data, successText: undefined });
  const failed: CallResult = { ok: false, status: 500, data: { error: 'down' }, errorText: 'down' };
  const step = (id: string, onFailure: SubmitStep['onFailure'], extra: Partial<SubmitStep> = {}): SubmitStep => ({ id, endpoint: 'upload', onFailure, ...extra });

  it('calls the steps in order, each seeing the answers before it', async () => {
    const seen: string[][] = [];
    const results = [ok({ url: 'u1' }), ok({ id: 2 })];
    const outcome = await runSteps([step('a', 'continue'), step('b', 'stop')], {
      endpoints: { upload: endpoint },
      holds: () => true,
      call: (_step, _endpoint, answers) => {
        seen.push(Object.keys(answers));
        return Promise.resolve(results.shift() ?? failed);
      },
    });
    expect(seen).toEqual([[], ['a']]);
    expect(outcome).toEqual({ answers: { a: { answer: { url: 'u1' } }, b: { answer: { id: 2 } } }, made: [step('a', 'continue'), step('b', 'stop')] });
  });

  it('a failed continue step leaves no answer; a failed stop step ends there; a step whose condition fails is skipped', async () => {
    const calls: string[] = [];
    const outcome = await runSteps([step('skipped', 'stop', { when: { field: 'x', filled: true } }), step('a', 'continue'), step('b', 'stop'), step('c', 'continue')], {
      endpoints: { upload: endpoint },
      holds: () => false,
      call: (called) => {
        calls.push(called.id);
        return Promise.resolve(failed);
      },
    });
    expect(calls).toEqual(['a', 'b']);
    expect(outcome.answers).toEqual({});
    expect(outcome.stopped?.step.id).toBe('b');
    expect(outcome.made).toEqual([]);
  });
});

describe('undoSteps', () => {
  const endpoints: Record<string, Endpoint> = { remove: { method: 'DELETE', path: '/t/{id}' }, restore: { method: 'PUT', path: '/t/{id}', noBody: true }, log: { method: 'POST', path: '/log' } };
  const ok: CallResult = { ok: true, status: 200, data: undefined, successText: undefined };
  const failed: CallResult = { ok: false, status: 409, data: { error: 'exists' }, errorText: 'exists' };
  const step = (id: string, undo?: string): SubmitStep => ({ id, endpoint: 'remove', onFailure: 'stop', ...(undo !== undefined && { undo: { endpoint: undo } }) });

  it('calls the undo of each step made, the last step first, skipping steps without one, with the answers', async () => {
    const calls: Array<[string, string[]]> = [];
    const answers = { first: { answer: 1 }, second: { answer: 2 } };
    const undone = await undoSteps([step('first', 'restore'), step('plain'), step('second', 'log')], answers, {
      endpoints,
      call: (undo, _endpoint, seen) => {
        calls.push([undo.endpoint, Object.keys(seen)]);
        return Promise.resolve(ok);
      },
    });
    expect(calls).toEqual([
      ['log', ['first', 'second']],
      ['restore', ['first', 'second']],
    ]);
    expect(undone).toBe(true);
  });

  it('tries every undo though one fails (or names no endpoint), and says not all were undone', async () => {
    const calls: string[] = [];
    const undone = await undoSteps([step('first', 'restore'), step('second', 'nowhere'), step('third', 'log')], {}, {
      endpoints,
      call: (undo) => {
        calls.push(undo.endpoint);
        return Promise.resolve(undo.endpoint === 'log' ? failed : ok);
      },
    });
    expect(calls).toEqual(['log', 'restore']);
    expect(undone).toBe(false);
  });

  it('nothing made: nothing to undo', async () => {
    expect(await undoSteps([], {}, { endpoints, call: () => Promise.resolve(failed) })).toBe(true);
  });
});

describe('refusedByChecks', () => {
  it('names the filled fields whose registered check refuses them', () => {
    const fields = [{ name: 'order', check: 'jsonObject' }, { name: 'blank', check: 'jsonObject' }, { name: 'free' }];
    expect(refusedByChecks(fields, { order: '[1]', blank: '', free: 'abc' })).toEqual(['order']);
    expect(refusedByChecks(fields, { order: '{"id":1}' })).toEqual([]);
  });
});
