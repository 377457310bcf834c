import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../runtime/api/callEndpoint';
import { answerTextOf, gridAnswerText, type FillAnswer } from '../../runtime/kinds/form/answerText';
import { renderTemplate } from '../../runtime/templates/template';
import { textOf } from '../../shared/textOf';

/** Fills over a sub-table row's parent, as a cutoff form's failure message reads it. */
const fill: FillAnswer = (template, answer) => textOf(renderTemplate(template, { parent: { region_name: 'Hamilton' }, answer }) ?? '');

const failed = (status: number, errorText?: string, data?: unknown): CallResult => ({ ok: false, status, data, errorText });
const saved = (successText?: string): CallResult => ({ ok: true, status: 200, data: { success: successText }, successText });

describe('how a grid or sub-table form words its answer (001 §8)', () => {
  it('says the server’s own sentence on success, and nothing when it has none', () => {
    expect(gridAnswerText(undefined, undefined)(saved('Town saved'), fill)).toBe('Town saved');
    expect(gridAnswerText(undefined, undefined)(saved(), fill)).toBeUndefined();
  });

  it('says its failedMessage filled over the parent row, else the server’s error text, else the status', () => {
    expect(gridAnswerText('{parent.region_name} :: Error adding cutoff.', undefined)(failed(500, 'boom'), fill)).toBe('Hamilton :: Error adding cutoff.');
    expect(gridAnswerText(undefined, undefined)(failed(409, 'Changed by someone else'), fill)).toBe('Changed by someone else');
    expect(gridAnswerText(undefined, undefined)(failed(502), fill)).toBe('The request failed (HTTP 502).');
  });

  it('with serverErrorText, says the server’s sentence first, never a network error’s', () => {
    const words = gridAnswerText('Cutoff update failed.', true);
    expect(words(failed(400, 'The time is not valid.'), fill)).toBe('The time is not valid.');
    expect(words(failed(400), fill)).toBe('Cutoff update failed.');
    expect(words(failed(0, 'Failed to fetch'), fill)).toBe('Cutoff update failed.');
  });

  it('never says an empty failure: a failedMessage that fills blank gives way to the server’s text', () => {
    expect(gridAnswerText('{answer.missing}', undefined)(failed(500, 'Server error'), fill)).toBe('Server error');
  });
});

describe('how a page form words its answer', () => {
  const submit = { label: 'Save', endpoint: 'save', success: 'Saved {answer.name}', failure: ['{answer.error}', 'Save failed.'], conflict: 'Taken.' } as const;

  it('fills its own texts over the answer: success, conflict on a 409, the first failure alternative that fills', () => {
    const words = answerTextOf({ ...submit, failure: [...submit.failure] });
    expect(words({ ok: true, status: 200, data: { name: 'x' }, successText: undefined }, fill)).toBe('Saved x');
    expect(words(failed(409, 'dup', { error: 'dup' }), fill)).toBe('Taken.');
    expect(words(failed(500, undefined, {}), fill)).toBe('Save failed.');
    expect(words(failed(500, 'Bad', { error: 'Bad' }), fill)).toBe('Bad');
  });

  it('says its failure when the endpoint it names is not declared', () => {
    expect(answerTextOf({ ...submit, failure: 'Save failed.' })(failed(0), fill, true)).toBe('Save failed.');
  });
});
