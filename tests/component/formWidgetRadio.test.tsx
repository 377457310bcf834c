// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withEntityLabels } from '../../runtime/kinds/form/resolveForm';
import { axeViolations, widgetForm } from './formWidgetHarness';

afterEach(cleanup);

const form = widgetForm({
  definition: {
    title: 'Bulk link',
    endpoint: 'x',
    schema: {
      type: 'object',
      properties: { destination: { type: 'string', title: 'Checkout Destination', enum: ['Callia', 'Shopify'] }, sameDay: { type: 'boolean', title: 'Same Day' } },
      required: ['destination'],
    },
    ui: { destination: { widget: 'radio', labels: { Callia: 'Basket' } }, sameDay: { widget: 'radio' } },
    messages: { destination: { required: 'Choose where the link leads' } },
  },
});

describe('radio widget', () => {
  it('is a group named by its legend, the label, with one radio per value labelled like a select', async () => {
    const { container } = render(<form.Harness />);
    const group = screen.getByRole('group', { name: 'Checkout Destination' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Basket', 'Shopify']);
    expect(container.querySelectorAll('label.form-field__label')).toHaveLength(0);
    // One name per group: the browser moves the choice with the arrow keys and Tab leaves the group.
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('chooses the value (not its label), and Yes / No on a boolean', () => {
    render(<form.Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Basket' }));
    expect(form.latest().destination).toBe('Callia');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Basket' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Shopify' }));
    expect(form.latest().destination).toBe('Shopify');
    const sameDay = screen.getByRole('group', { name: 'Same Day' });
    expect(within(sameDay).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Yes', 'No']);
    fireEvent.click(within(sameDay).getByRole('radio', { name: 'No' }));
    expect(form.latest().sameDay).toBe(false);
  });

  it("says the field's required message on the group", () => {
    render(<form.Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose where the link leads')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Checkout Destination' }).getAttribute('aria-invalid')).toBe('true');
  });

  it("takes the entity's enum labels when it gives none", () => {
    expect(withEntityLabels({ widget: 'radio' }, { Callia: 'Basket' })).toEqual({ widget: 'radio', labels: { Callia: 'Basket' } });
    expect(withEntityLabels({ widget: 'radio', labels: { Callia: 'Cart' } }, { Callia: 'Basket' })).toEqual({ widget: 'radio', labels: { Callia: 'Cart' } });
  });
});
