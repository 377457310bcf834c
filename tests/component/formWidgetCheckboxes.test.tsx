// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, widgetForm } from './formWidgetHarness';

afterEach(cleanup);

const WAREHOUSES = ['cg', 'tr', 'mb'];
const form = widgetForm({
  definition: {
    title: 'Pipeline',
    endpoint: 'x',
    schema: {
      type: 'object',
      properties: {
        warehouses: { type: 'array', title: 'Warehouses', items: { type: 'string', enum: WAREHOUSES } },
        callia: { type: 'array', title: 'Callia', items: { type: 'string' } },
      },
      required: ['warehouses'],
    },
    ui: { warehouses: { widget: 'checkboxes', selectAll: 'Select All' }, callia: { widget: 'checkboxes', options: 'callia', chosenLabel: 'Picked' } },
  },
  context: { optionSets: { callia: ['Same Day (2pm)', 'Next Day (5pm)'] } },
});

describe('checkboxes widget', () => {
  it("offers the items' enum, or the option set written in the definition, as a named group of boxes", async () => {
    const { container } = render(<form.Harness />);
    const warehouses = screen.getByRole('group', { name: 'Warehouses' });
    expect(within(warehouses).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Select All', 'cg', 'tr', 'mb']);
    const callia = screen.getByRole('group', { name: 'Callia' });
    fireEvent.click(within(callia).getByRole('checkbox', { name: 'Next Day (5pm)' }));
    expect(form.latest().callia).toEqual(['Next Day (5pm)']);
    expect(within(callia).getByText('Picked: Next Day (5pm)')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the chosen values in the list’s order; Select All ticks them all, then none', () => {
    render(<form.Harness />);
    const group = screen.getByRole('group', { name: 'Warehouses' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'mb' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'cg' }));
    expect(form.latest().warehouses).toEqual(['cg', 'mb']);
    const all = within(group).getByRole('checkbox', { name: 'Select All' });
    expect((all as HTMLInputElement).checked).toBe(false);
    fireEvent.click(all);
    expect(form.latest().warehouses).toEqual(['cg', 'tr', 'mb']);
    expect((all as HTMLInputElement).checked).toBe(true);
    fireEvent.click(all);
    expect(form.latest().warehouses).toBeUndefined();
  });

});
