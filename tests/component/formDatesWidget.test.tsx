// @vitest-environment jsdom
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { dateRuleValidator } from '../../runtime/kinds/form/dateRuleErrors';
import { FieldTemplate } from '../../runtime/kinds/form/FieldTemplate';
import { formErrorTransformer } from '../../runtime/kinds/form/formErrors';
import { ObjectFieldTemplate } from '../../runtime/kinds/form/ObjectFieldTemplate';
import type { FormContext, FormValues, ResolvedForm as FormDefinition } from '../../runtime/kinds/form/types';
import { formUiSchema } from '../../runtime/kinds/form/uiSchema';
import { DATE_FORMAT_TEXT } from '../../runtime/kinds/form/widgets/dates/DatesWidget';
import { formWidgets } from '../../runtime/kinds/form/widgets';
import { compileValidatorFunctionsInNode } from '../../scripts/forms/compileInNode';

afterEach(cleanup);

const TODAY = '2026-11-26';
const schema: RJSFSchema = {
  type: 'object',
  properties: { closed: { type: 'array', title: 'Closed Dates', items: { type: 'string', format: 'date' } }, day: { type: 'string', title: 'Day' } },
  required: ['closed'],
};
const definition: FormDefinition = {
  title: 'Close',
  endpoint: 'x',
  schema,
  ui: { closed: { widget: 'dates', rule: 'notPast' }, day: { widget: 'date', rule: 'notPast' } },
  messages: { closed: { required: 'Please Input Closed Dates', rule: 'Closed dates cannot be in the past' }, day: { rule: 'Not in the past' } },
};
const validator = createPrecompiledValidator<FormValues, RJSFSchema, FormContext>(compileValidatorFunctionsInNode(schema), schema);
const formContext: FormContext = { lookupFields: {}, today: TODAY };

let latest: FormValues = {};
function Harness({ initial = {} }: { initial?: FormValues }) {
  const [values, setValues] = useState<FormValues>(initial);
  latest = values;
  return (
    <Form<FormValues, RJSFSchema, FormContext>
      schema={schema}
      uiSchema={formUiSchema(definition)}
      validator={validator}
      formData={values}
      formContext={formContext}
      widgets={formWidgets}
      templates={{ FieldTemplate, ObjectFieldTemplate }}
      idPrefix="t"
      transformErrors={formErrorTransformer(definition)}
      customValidate={dateRuleValidator(definition, { today: TODAY, now: Date.parse('2026-11-26T18:00:00Z') })}
      showErrorList={false}
      noHtml5Validate
      onChange={(event) => setValues(event.formData ?? {})}
      onError={() => undefined}
    >
      <button type="submit">Save</button>
    </Form>
  );
}

describe('dates widget: a tag input of dates', () => {
  it('adds a typed date with Enter and a picked one with Add, in date order, each with its Remove button', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Closed Dates', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('min')).toBe(TODAY);
    fireEvent.change(input, { target: { value: '2026-12-24' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '2026-12-01' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Closed Dates' })).getByRole('button', { name: 'Add' }));
    expect(latest.closed).toEqual(['2026-12-01', '2026-12-24']);
    const tags = within(screen.getByRole('group', { name: 'Closed Dates' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.firstChild?.textContent)).toEqual(['2026-12-01', '2026-12-24']);
    expect((input as HTMLInputElement).value).toBe('');

    const remove = screen.getByRole('button', { name: 'Remove 2026-12-01' });
    expect(remove.textContent).toBe('Remove');
    remove.focus();
    fireEvent.click(remove);
    expect(latest.closed).toEqual(['2026-12-24']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2026-12-24' }));
    expect(latest.closed).toBeUndefined();
  });

  it("refuses a day the rule refuses, with the field's message, and a text that is no date", () => {
    render(<Harness />);
    const input = screen.getByLabelText('Closed Dates', { selector: 'input' });
    fireEvent.change(input, { target: { value: '2026-11-25' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Closed dates cannot be in the past');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(latest.closed ?? []).toEqual([]);
    fireEvent.change(input, { target: { value: '2026-11-26' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(latest.closed).toEqual(['2026-11-26']);
    expect(DATE_FORMAT_TEXT).toBe('Type a date as yyyy-mm-dd');
  });

  it('says the required message when none is chosen, and the rule message for a stored past date', () => {
    render(<Harness initial={{ closed: ['2026-11-01'], day: '2026-11-02' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Closed dates cannot be in the past')).toBeTruthy();
    expect(screen.getByText('Not in the past')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2026-11-01' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please Input Closed Dates')).toBeTruthy();
  });
});

describe('date widget with a rule', () => {
  it('disables the days the rule refuses in its calendar', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Day' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose Day' });
    await within(calendar).findByRole('grid');
    expect(within(calendar).getByRole('button', { name: /November 25, 2026/ }).getAttribute('aria-disabled')).toBe('true');
    expect(within(calendar).getByRole('button', { name: /November 26, 2026/ }).getAttribute('aria-disabled')).toBeNull();
  });
});
