// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, widgetForm } from './formWidgetHarness';

afterEach(cleanup);

const form = widgetForm({
  definition: {
    title: 'Report',
    endpoint: 'x',
    schema: {
      type: 'object',
      properties: {
        sortHeaderName: { type: 'string', title: 'Sort By', enum: ['', 'Bouquet', 'Recipient_Name'] },
        fileType: { type: 'string', title: 'File Type', enum: ['excel', 'csv'] },
      },
    },
    ui: {
      sortHeaderName: { widget: 'select', labels: { '': 'None', Recipient_Name: 'Recipient Name' } },
      fileType: { widget: 'select', placeholder: 'Choose a file type', labels: { excel: 'Excel', csv: 'CSV' } },
    },
  },
});

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const optionTexts = (label: string) => [...select(label).options].map((option) => option.textContent);

describe('select widget', () => {
  it('puts the placeholder first, as the empty choice, over an enum without an empty value', async () => {
    const { container } = render(<form.Harness />);
    expect(optionTexts('File Type')).toEqual(['Choose a file type', 'Excel', 'CSV']);
    expect(select('File Type').selectedOptions[0]?.textContent).toBe('Choose a file type');
    fireEvent.change(select('File Type'), { target: { value: '1' } });
    expect(form.latest().fileType).toBe('csv');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lets an enum's empty value stand for no choice: shown while nothing is chosen, with no second blank option", () => {
    render(<form.Harness />);
    expect(optionTexts('Sort By')).toEqual(['None', 'Bouquet', 'Recipient Name']);
    expect(select('Sort By').selectedOptions[0]?.textContent).toBe('None');
    fireEvent.change(select('Sort By'), { target: { value: '2' } });
    expect(form.latest().sortHeaderName).toBe('Recipient_Name');
    fireEvent.change(select('Sort By'), { target: { value: '0' } });
    expect(form.latest().sortHeaderName).toBe('');
    expect(select('Sort By').selectedOptions[0]?.textContent).toBe('None');
  });
});
