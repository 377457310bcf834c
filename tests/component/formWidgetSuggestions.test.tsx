// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, widgetForm } from './formWidgetHarness';

afterEach(cleanup);

const PROVINCES = ['Alberta', 'British Columbia', 'Manitoba', 'Saskatchewan'];
const form = widgetForm({
  definition: {
    title: 'Manual fulfilment',
    endpoint: 'x',
    schema: { type: 'object', properties: { province: { type: 'string', title: 'Province', enum: PROVINCES }, note: { type: 'string', title: 'Note' } } },
    ui: { province: { widget: 'text', suggestions: 'provinces', placeholder: 'Province' }, note: { widget: 'text', suggestions: 'unknown' } },
    messages: { province: { enum: 'Choose one of the provinces' } },
  },
  context: { optionSets: { provinces: PROVINCES } },
});

describe('text widget with suggestions', () => {
  it("offers the option set's values while typing, in a datalist of the box", async () => {
    const { container } = render(<form.Harness />);
    const box = screen.getByRole('combobox', { name: 'Province' });
    const list = document.getElementById(box.getAttribute('list') ?? '');
    expect(list?.tagName).toBe('DATALIST');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.getAttribute('value'))).toEqual(PROVINCES);
    // A set the form does not know offers nothing: a plain text box.
    expect(screen.getByRole('textbox', { name: 'Note' }).getAttribute('list')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps the typed text as the value, and the property's enum refuses another with the field's message", () => {
    render(<form.Harness />);
    const box = screen.getByRole('combobox', { name: 'Province' });
    fireEvent.change(box, { target: { value: 'Manitoba' } });
    expect(form.latest().province).toBe('Manitoba');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(form.submitted()?.province).toBe('Manitoba');
    fireEvent.change(box, { target: { value: 'Quebec' } });
    expect(form.latest().province).toBe('Quebec');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose one of the provinces')).toBeTruthy();
  });
});
