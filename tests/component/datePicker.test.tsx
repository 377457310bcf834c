// @vitest-environment jsdom
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerDomainRules, type DateRule } from '../../runtime/domain/domainRules';
import { dateRuleValidator } from '../../runtime/kinds/form/dateRuleErrors';
import { FieldTemplate } from '../../runtime/kinds/form/FieldTemplate';
import { formErrorTransformer } from '../../runtime/kinds/form/formErrors';
import { ObjectFieldTemplate } from '../../runtime/kinds/form/ObjectFieldTemplate';
import type { FormContext, FormValues, ResolvedForm } from '../../runtime/kinds/form/types';
import { formUiSchema } from '../../runtime/kinds/form/uiSchema';
import { formWidgets } from '../../runtime/kinds/form/widgets';
import { compileValidatorFunctionsInNode } from '../../scripts/forms/compileInNode';
import { consoleDomainRules } from '../../src/domain/consoleRules';

/**
 * A rule judging by page data shaped like a region's cutoff info (001 §3, simplified): a day's
 * cutoff is 15:55 in Winnipeg (20:55 UTC, −05) the day before; an available day wins over a closed
 * weekday while its cutoff is ahead; an unavailable day and a closed weekday are off; otherwise the
 * cutoff must still be ahead. Nothing is offered while no data is loaded.
 */
interface Info {
  closedDates: number[];
  un_available: string[];
  available: string[];
}
const isInfo = (data: unknown): data is Info => typeof data === 'object' && data !== null && 'closedDates' in data && 'un_available' in data && 'available' in data;
const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const cutoffRule: DateRule = {
  min: ({ today }) => today,
  allows(date, { today, now, data }) {
    if (!isInfo(data) || date < today) return false;
    const cutoffAhead = Date.parse(`${dayBefore(date)}T20:55:00Z`) > now;
    if (data.available.includes(date)) return cutoffAhead;
    if (data.un_available.includes(date) || data.closedDates.includes(new Date(`${date}T12:00:00Z`).getUTCDay())) return false;
    return cutoffAhead;
  },
};

// Monday 2026-12-14 at 16:00 in Winnipeg: the cutoff of Tuesday the 15th (15:55 today) has just passed.
const TODAY = '2026-12-14';
const NOW = Date.parse('2026-12-14T21:00:00Z');
const INFO: Info = { closedDates: [0, 6], un_available: ['2026-12-25'], available: ['2026-12-19'] };

const schema: RJSFSchema = { type: 'object', properties: { delivery: { type: 'string', title: 'Delivery Date', format: 'date' } } };
const definition: ResolvedForm = {
  title: 'Order',
  endpoint: 'x',
  schema,
  ui: { delivery: { widget: 'date', rule: 'deliverableTest', ruleData: 'cutoffs.answer' } },
  messages: { delivery: { rule: 'We cannot deliver on that day', format: 'Type a date as yyyy-mm-dd' } },
};
const validator = createPrecompiledValidator<FormValues, RJSFSchema, FormContext>(compileValidatorFunctionsInNode(schema), schema);

beforeAll(() => registerDomainRules({ ...consoleDomainRules, dateRules: { ...consoleDomainRules.dateRules, deliverableTest: cutoffRule } }));
afterAll(() => registerDomainRules(consoleDomainRules));
afterEach(cleanup);

let latest: FormValues = {};
/** The form as the controller hands it to RJSF: the clock, and the data of `cutoffs.answer` under the field's name. */
function Harness({ loaded = true }: { loaded?: boolean }) {
  const [values, setValues] = useState<FormValues>({});
  latest = values;
  const ruleData = { delivery: loaded ? INFO : undefined };
  return (
    <Form<FormValues, RJSFSchema, FormContext>
      schema={schema}
      uiSchema={formUiSchema(definition)}
      validator={validator}
      formData={values}
      formContext={{ lookupFields: {}, today: TODAY, now: NOW, ruleData }}
      widgets={formWidgets}
      templates={{ FieldTemplate, ObjectFieldTemplate }}
      idPrefix="t"
      transformErrors={formErrorTransformer(definition)}
      customValidate={dateRuleValidator(definition, { today: TODAY, now: NOW }, {}, ruleData)}
      showErrorList={false}
      noHtml5Validate
      onChange={(event) => setValues(event.formData ?? {})}
      onError={() => undefined}
    >
      <button type="submit">Save</button>
    </Form>
  );
}

async function openCalendar() {
  fireEvent.click(screen.getByRole('button', { name: 'Choose Delivery Date' }));
  const calendar = await screen.findByRole('dialog', { name: 'Choose Delivery Date' });
  const grid = await within(calendar).findByRole('grid');
  return { calendar, grid };
}

/** The day numbers of the month shown, offered (not disabled) or refused. */
function daysOf(grid: HTMLElement, offered: boolean): string[] {
  return within(grid)
    .getAllByRole('button')
    .filter((day) => (day.getAttribute('aria-disabled') === 'true') !== offered)
    .map((day) => day.textContent ?? '');
}

describe('date field: a text box and a month calendar ruled by the page data', () => {
  it('names the text box by the label and disables exactly the days the rule refuses over the month', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Delivery Date' });
    expect(box.getAttribute('placeholder')).toBe('yyyy-mm-dd');
    const { calendar, grid } = await openCalendar();
    expect(within(calendar).getByText('December 2026')).toBeTruthy();
    // Up to the 15th: past or past its cutoff; weekends closed but Saturday the 19th, available; Christmas unavailable.
    expect(daysOf(grid, true)).toEqual(['16', '17', '18', '19', '21', '22', '23', '24', '28', '29', '30', '31']);
    const refused = daysOf(grid, false);
    expect(refused).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '20', '25', '26', '27']);
    // A refused day cannot be pressed: nothing is chosen and the calendar stays open.
    const christmas = within(grid).getByRole('button', { name: /December 25, 2026/ });
    expect(christmas).toHaveProperty('disabled', true);
    fireEvent.click(christmas);
    expect(latest.delivery).toBeUndefined();
    // Today is marked (its name says so) though it is refused.
    expect(within(grid).getByRole('button', { name: /^Today, Monday, December 14, 2026/ }).getAttribute('aria-disabled')).toBe('true');
    expect(within(calendar).getByRole('button', { name: 'Go to the Next Month' })).toBeTruthy();
    // The calendar starts at the rule's first day: no month before this one.
    expect(within(calendar).getByRole('button', { name: 'Go to the Previous Month' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('offers no day while the data it judges by is not loaded', async () => {
    render(<Harness loaded={false} />);
    const { grid } = await openCalendar();
    expect(daysOf(grid, true)).toEqual([]);
  });

  it('moves by day, week and month with the keyboard, picks a day, and Escape closes giving focus back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Choose Delivery Date' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    const { calendar } = await openCalendar();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    // Focus starts on the first day offered (today is refused).
    const focused = () => document.activeElement?.getAttribute('aria-label') ?? '';
    expect(calendar.contains(document.activeElement)).toBe(true);
    expect(focused()).toBe('Wednesday, December 16, 2026');
    const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
    press('ArrowRight');
    expect(focused()).toBe('Thursday, December 17, 2026');
    press('ArrowDown');
    expect(focused()).toBe('Thursday, December 24, 2026');
    // The 25th to 27th are refused: the focus goes on to the next day offered.
    press('ArrowRight');
    expect(focused()).toBe('Monday, December 28, 2026');
    press('PageDown');
    expect(within(calendar).getByText('January 2027')).toBeTruthy();
    expect(focused()).toBe('Thursday, January 28, 2027');
    press('PageUp');
    press('ArrowLeft');
    expect(focused()).toBe('Thursday, December 24, 2026');
    // Enter on a day button presses it (the browser's own button behaviour, as a click here).
    fireEvent.click(document.activeElement ?? document.body);
    expect(latest.delivery).toBe('2026-12-24');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Delivery Date' }).value).toBe('2026-12-24');

    // Open again: the chosen day is selected and has the focus; Escape closes and gives focus back.
    const again = await openCalendar();
    expect(focused()).toBe('Thursday, December 24, 2026, selected');
    expect(document.activeElement?.closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');
    press('Escape');
    expect(again.calendar.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(latest.delivery).toBe('2026-12-24');
  });

  it('refuses a typed day the rule refuses with messages.rule, and takes a typed day it offers', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Delivery Date' });
    fireEvent.change(box, { target: { value: '2026-12-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('We cannot deliver on that day')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: '2026-12-19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('We cannot deliver on that day')).toBeNull();
    expect(latest.delivery).toBe('2026-12-19');
  });
});
