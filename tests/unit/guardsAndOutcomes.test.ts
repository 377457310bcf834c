import { describe, expect, it } from 'vitest';
import type { Guard, OutcomeText } from '../../runtime/generated/screen';
import { conditionPaths, evaluateCondition } from '../../runtime/conditions/evaluateCondition';
import { failedGuard } from '../../runtime/conditions/guards';
import { readState } from '../../runtime/kinds/page/state/pageStore';
import { canFillBlank, firstFilledText } from '../../runtime/templates/outcomeText';
import { renderTemplate } from '../../runtime/templates/template';
import { textOf } from '../../shared/textOf';

// The checks 002 §5 gives Driver mass SMS, in its order: region and drivers, then the template, then the placeholders' values.
const NO_DRIVERS = 'SMS Sending Failed! Please Choose Region and Drivers Before Send SMS.';
const NO_TEMPLATE = 'SMS Sending Failed! Please Select SMS template to Send SMS.';
const NO_VALUE = 'SMS Sending Failed! Choose correct variation.';
const guards: Guard[] = [
  {
    holds: { all: [{ field: 'region.region', filled: true }, { field: 'drivers.answer.timezone', filled: true }, { field: 'drivers.selected', filled: true }] },
    message: NO_DRIVERS,
  },
  { holds: { field: 'template.selectedRow.templateId', filled: true }, message: NO_TEMPLATE },
  {
    holds: { any: [{ not: { field: 'template.selectedRow.template', contains: '{{situation}}' } }, { field: 'send.situation', filled: true }] },
    message: NO_VALUE,
  },
];
const WEATHER = { templateId: 2, template: 'Heads up: {{situation}}.' };
const ready = {
  region: { region: 'Winnipeg Hub' },
  drivers: { answer: { timezone: 'America/Winnipeg' }, selected: [{ workerId: 'w1' }] },
  template: { selectedRow: WEATHER },
  send: { situation: 'freezing rain' },
};
const refusal = (state: object) => failedGuard(guards, (path) => readState(state, path))?.message;

describe('failedGuard: the first check that does not hold, in order', () => {
  it('lets the press go on when every check holds', () => {
    expect(refusal(ready)).toBeUndefined();
  });

  it('says the first failed check only, whatever fails after it', () => {
    expect(refusal({ ...ready, drivers: { ...ready.drivers, selected: [] }, template: {} })).toBe(NO_DRIVERS);
    expect(refusal({ ...ready, template: {} })).toBe(NO_TEMPLATE);
    expect(refusal({ ...ready, send: { situation: '  ' } })).toBe(NO_VALUE);
  });

  it('refuses a hub whose time zone is unknown (the drivers call answered none), with drivers chosen', () => {
    expect(refusal({ ...ready, drivers: { answer: { timezone: null }, selected: [{ workerId: 'w1' }] } })).toBe(NO_DRIVERS);
    expect(refusal({ ...ready, drivers: { selected: [{ workerId: 'w1' }] } })).toBe(NO_DRIVERS);
  });

  it('asks for no situation when the template holds no {{situation}}', () => {
    expect(refusal({ ...ready, template: { selectedRow: { templateId: 1, template: 'Thank you!' } }, send: {} })).toBeUndefined();
  });

  it('has nothing to refuse without guards', () => {
    expect(failedGuard(undefined, () => undefined)).toBeUndefined();
  });
});

describe('not: a condition that must not hold', () => {
  const read = (path: string) => readState({ t: { text: 'Send {{time}}' } }, path);
  it('inverts the condition and reads its paths', () => {
    expect(evaluateCondition({ not: { field: 't.text', contains: '{{time}}' } }, read)).toBe(false);
    expect(evaluateCondition({ not: { field: 't.text', contains: '{{situation}}' } }, read)).toBe(true);
    expect(conditionPaths({ not: { all: [{ field: 't.text', filled: true }, { field: 'u.v', equals: 1 }] } })).toEqual(['t.text', 'u.v']);
  });
});

describe('firstFilledText: never an empty message', () => {
  const fill = (answer: unknown) => (template: string) => textOf(renderTemplate(template, { answer }) ?? '');
  const failure: OutcomeText = ['{answer.error}', 'SMS Sending Failed!.'];

  it("shows the server's sentence when the answer has one", () => {
    expect(firstFilledText(failure, fill({ error: 'Every chosen driver has opted out of SMS.' }))).toBe('Every chosen driver has opted out of SMS.');
  });

  it('falls back to the specified text when no answer came, the answer is not JSON, or its sentence is blank', () => {
    expect(firstFilledText(failure, fill(undefined))).toBe('SMS Sending Failed!.');
    expect(firstFilledText(failure, fill('<html>502 Bad Gateway</html>'))).toBe('SMS Sending Failed!.');
    expect(firstFilledText(failure, fill({ error: '   ' }))).toBe('SMS Sending Failed!.');
  });

  it('passes over an alternative whose every placeholder is empty: the next one is a whole sentence, not half of one', () => {
    const datesAvailable: OutcomeText = ['DatesAvailable saving process failed. {answer.error}', 'DatesAvailable saving process failed. Error updating/adding cutoff time.'];
    expect(firstFilledText(datesAvailable, fill(undefined))).toBe('DatesAvailable saving process failed. Error updating/adding cutoff time.');
    expect(firstFilledText(datesAvailable, fill({ error: ' ' }))).toBe('DatesAvailable saving process failed. Error updating/adding cutoff time.');
    expect(firstFilledText(datesAvailable, fill({ error: 'Toronto already has 2027-02-14 available.' }))).toBe('DatesAvailable saving process failed. Toronto already has 2027-02-14 available.');
    // One placeholder filled is enough to keep the alternative.
    expect(firstFilledText(['{answer.region} :: {answer.error}', 'Failed.'], fill({ region: 'Winnipeg' }))).toBe('Winnipeg :: ');
    // The last alternative has nothing to give way to: its text stands.
    expect(firstFilledText('{answer.region} :: Error updating closed dates.', fill({}))).toBe(' :: Error updating closed dates.');
  });

  it('takes one template as a list of one, and gives nothing (not an empty text) when all fill to blank', () => {
    expect(firstFilledText('Failed for {answer.id}', fill({ id: 7 }))).toBe('Failed for 7');
    expect(firstFilledText('{answer.success}', fill({}))).toBeUndefined();
    expect(firstFilledText(undefined, fill({}))).toBeUndefined();
  });

  it('knows which templates can come out empty: nothing but placeholders and spaces', () => {
    expect(canFillBlank('{answer.error}')).toBe(true);
    expect(canFillBlank(' {a} {b|trim} ')).toBe(true);
    expect(canFillBlank('SMS Sending Failed!.')).toBe(false);
    expect(canFillBlank('{region} :: Error updating closed dates.')).toBe(false);
  });
});
