import { describe, expect, it } from 'vitest';
import { fillFromValues, filledFields } from '../../runtime/kinds/page/forms/submitFill';

const answer = { data: { data: { pipeline_id: 42, status: 'created' } }, message: 'Pipeline 42 created' };

describe('filledFields', () => {
  it('fills each target from the answer, one placeholder keeping the number', () => {
    expect(filledFields({ 'status.pipelineId': '{answer.data.data.pipeline_id}' }, {}, answer)).toEqual([['status.pipelineId', 42]]);
  });
  it('reads the values and the page state under the answer', () => {
    expect(filledFields({ 'note.text': '{weekCode}: {answer.message}' }, { weekCode: '4926' }, answer)).toEqual([['note.text', '4926: Pipeline 42 created']]);
  });
  it('writes nothing for a template filling to nothing, or without fill', () => {
    expect(filledFields({ 'status.pipelineId': '{answer.data.id}' }, {}, answer)).toEqual([]);
    expect(filledFields(undefined, {}, answer)).toEqual([]);
  });
  it("empties a field with a { value, otherwise: null } the new answer has nothing for, and writes otherwise's other values", () => {
    expect(filledFields({ 'adjust.vase': { value: '{answer.vase}', otherwise: null } }, {}, { vase: '' })).toEqual([['adjust.vase', undefined]]);
    expect(filledFields({ 'adjust.vase': { value: '{answer.vase}', otherwise: null } }, {}, { vase: 'Ceramic Pitcher' })).toEqual([['adjust.vase', 'Ceramic Pitcher']]);
    expect(filledFields({ 'adjust.consent': { value: '{answer.consent}', otherwise: 'No' } }, {}, {})).toEqual([['adjust.consent', 'No']]);
  });
  it("writes a rule's value, and empties the field when the rule computes nothing: a past delivery date is left empty (001 §4)", () => {
    const fill = { 'adjust.deliveryDate': { rule: 'dateNotPast', args: { date: '{answer.deliveryDate}', today: '{today}' } } };
    expect(filledFields(fill, { today: '2026-12-02' }, { deliveryDate: '2026-12-03' })).toEqual([['adjust.deliveryDate', '2026-12-03']]);
    expect(filledFields(fill, { today: '2026-12-02' }, { deliveryDate: '2026-12-02' })).toEqual([['adjust.deliveryDate', '2026-12-02']]);
    expect(filledFields(fill, { today: '2026-12-02' }, { deliveryDate: '2026-11-30' })).toEqual([['adjust.deliveryDate', undefined]]);
    expect(filledFields(fill, { today: '2026-12-02' }, { deliveryDate: 'soon' })).toEqual([['adjust.deliveryDate', undefined]]);
  });
});

describe('fillFromValues', () => {
  const fields = { firstName: '{firstName}', count: '{quantity}', city: '{address.city}', vase: { value: '{vase}', otherwise: 'No vase' } };
  it("fills each field from the object's fields, one placeholder keeping its type", () => {
    expect(fillFromValues(fields, { firstName: 'Marie', quantity: 2, address: { city: 'Brandon' }, vase: 'Glass' })).toEqual({ firstName: 'Marie', count: 2, city: 'Brandon', vase: 'Glass' });
  });
  it('empties a field whose template fills to nothing (unlike fill), and writes otherwise for a { value, otherwise }', () => {
    expect(fillFromValues(fields, { firstName: 'Luc', address: {} })).toEqual({ firstName: 'Luc', count: undefined, city: undefined, vase: 'No vase' });
    expect(fillFromValues({ vase: { value: '{vase}', otherwise: null } }, {})).toEqual({ vase: undefined });
  });
  it("empties a field a rule computes nothing for, and writes the rule's value otherwise", () => {
    const date = { deliveryDate: { rule: 'dateNotPast', args: { date: '{deliveryDate}', today: '{today}' } } };
    expect(fillFromValues(date, { today: '2026-12-02', deliveryDate: '2026-12-03' })).toEqual({ deliveryDate: '2026-12-03' });
    expect(fillFromValues(date, { today: '2026-12-02', deliveryDate: '2026-11-30' })).toEqual({ deliveryDate: undefined });
  });
});
