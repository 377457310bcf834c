// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, widgetForm } from './formWidgetHarness';

afterEach(cleanup);

const form = widgetForm({
  definition: {
    title: 'Tags',
    endpoint: 'x',
    schema: { type: 'object', properties: { orders: { type: 'string', title: 'Order IDs', maxLength: 40 } }, required: ['orders'] },
    ui: { orders: { widget: 'textarea', rows: 6, placeholder: 'for example #11111,#22222' } },
    messages: { orders: { required: 'Please enter the order ids', maxLength: 'Too many order ids' } },
  },
});

describe('textarea widget', () => {
  it('is a text box of several lines named by its label, keeping line breaks as typed', async () => {
    const { container } = render(<form.Harness />);
    const box = screen.getByRole('textbox', { name: 'Order IDs' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe('6');
    expect(box.getAttribute('placeholder')).toBe('for example #11111,#22222');
    box.focus();
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '#1001\n#1002' } });
    expect(form.latest().orders).toBe('#1001\n#1002');
    expect((box as HTMLTextAreaElement).value).toBe('#1001\n#1002');
    fireEvent.change(box, { target: { value: '' } });
    expect(form.latest().orders).toBeUndefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says the field's messages for the property's limits", () => {
    render(<form.Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter the order ids')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Order IDs' }), { target: { value: '#1001\n'.repeat(10) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Too many order ids')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Order IDs' }).getAttribute('aria-invalid')).toBe('true');
  });
});
