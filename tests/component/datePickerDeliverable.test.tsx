// @vitest-environment jsdom
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldTemplate } from '../../runtime/kinds/form/FieldTemplate';
import { ObjectFieldTemplate } from '../../runtime/kinds/form/ObjectFieldTemplate';
import type { FormContext, FormValues, ResolvedForm } from '../../runtime/kinds/form/types';
import { formUiSchema } from '../../runtime/kinds/form/uiSchema';
import { formWidgets } from '../../runtime/kinds/form/widgets';
import { compileValidatorFunctionsInNode } from '../../scripts/forms/compileInNode';
import type { CutoffInfo } from '../../shared/cutoffInfo';
import { isDeliveryDateSelectable } from '../../src/domain/deliveryDates';

// Monday 2026-12-14, 16:00 in Winnipeg (UTC−05): the next-day cutoff of Tuesday the 15th (15:55 today) has passed.
const TODAY = '2026-12-14';
const NOW = Date.parse('2026-12-14T21:00:00Z');
/** Winnipeg: no delivery on weekends, nor on Christmas; Sunday the 20th opened with its own cutoff; next-day cutoffs at 15:55 on weekdays. */
const INFO: CutoffInfo = {
  region: 'MB',
  closedDates: [0, 6],
  un_available: ['2026-12-25'],
  available: [{ date: '2026-12-20', cutoff_effect: 1, cutoff_time: '12:00' }],
  cutoff_time: [1, 2, 3, 4, 5].map((day) => ({ day, cutoff_effect: 1, cutoff_time: '15:55' })),
};

const schema: RJSFSchema = { type: 'object', properties: { delivery: { type: 'string', title: 'Delivery Date' } } };
const definition: ResolvedForm = { title: 'Order', endpoint: 'x', schema, ui: { delivery: { widget: 'date', rule: 'deliverable', ruleData: 'cutoffs.answer' } } };
const validator = createPrecompiledValidator<FormValues, RJSFSchema, FormContext>(compileValidatorFunctionsInNode(schema), schema);

afterEach(cleanup);

describe('the deliverable rule in the date field calendar', () => {
  it('disables exactly the days isDeliveryDateSelectable refuses over the month', async () => {
    render(
      <Form<FormValues, RJSFSchema, FormContext>
        schema={schema}
        uiSchema={formUiSchema(definition)}
        validator={validator}
        formData={{}}
        formContext={{ lookupFields: {}, today: TODAY, now: NOW, ruleData: { delivery: INFO } }}
        widgets={formWidgets}
        templates={{ FieldTemplate, ObjectFieldTemplate }}
        idPrefix="t"
        noHtml5Validate
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose Delivery Date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose Delivery Date' });
    const grid = await within(calendar).findByRole('grid');
    expect(within(calendar).getByText('December 2026')).toBeTruthy();
    const days = within(grid).getAllByRole('button');
    const offered = days.filter((day) => day.getAttribute('aria-disabled') !== 'true').map((day) => Number(day.textContent));
    const december = Array.from({ length: 31 }, (_, k) => k + 1);
    const selectable = december.filter((day) => isDeliveryDateSelectable(`2026-12-${String(day).padStart(2, '0')}`, INFO, new Date(NOW)));
    expect(days).toHaveLength(31);
    expect(offered).toEqual(selectable);
    // What that is: past its cutoff up to the 15th, weekends closed but the 20th (available), Christmas not.
    expect(offered).toEqual([16, 17, 18, 20, 21, 22, 23, 24, 28, 29, 30, 31]);
  });
});
