// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, widgetForm } from './formWidgetHarness';

afterEach(cleanup);

const form = widgetForm({
  definition: {
    title: 'Tags',
    endpoint: 'x',
    schema: {
      type: 'object',
      properties: {
        tags: { type: 'string', title: 'Tags', maxLength: 20 },
        extra: { type: 'array', title: 'Extra Tags', maxItems: 3, items: { type: 'string', maxLength: 8 } },
      },
      required: ['tags'],
    },
    ui: { tags: { widget: 'tags', placeholder: 'Type a tag and press Enter' }, extra: { widget: 'tags', addLabel: 'Add tag' } },
    messages: { tags: { required: 'Please add a tag', maxLength: 'Tags max 20 characters' }, extra: { maxLength: 'A tag is at most 8 characters' } },
  },
});

const tagsIn = (name: string) => within(screen.getByRole('group', { name })).queryAllByRole('listitem').map((item) => item.firstChild?.textContent);

describe('tags widget: a tag-list input', () => {
  it('adds a typed text with Enter or a comma, trimmed and once each, and joins them on a string property', async () => {
    const { container } = render(<form.Harness />);
    const input = screen.getByRole('textbox', { name: 'Tags' });
    expect(input.getAttribute('placeholder')).toBe('Type a tag and press Enter');
    fireEvent.change(input, { target: { value: '  pulled ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'sent' } });
    fireEvent.keyDown(input, { key: ',' });
    fireEvent.change(input, { target: { value: 'pulled' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(form.latest().tags).toBe('pulled,sent');
    expect(tagsIn('Tags')).toEqual(['pulled', 'sent']);
    expect((input as HTMLInputElement).value).toBe('');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes a pasted comma-joined text as tags, keeping what follows the last comma typed', () => {
    render(<form.Harness />);
    const input = screen.getByRole('textbox', { name: 'Tags' });
    fireEvent.change(input, { target: { value: 'a, b,c' } });
    expect(form.latest().tags).toBe('a,b');
    expect((input as HTMLInputElement).value).toBe('c');
  });

  it("removes a tag with its 'Remove <tag>' button, and the last with Backspace in the empty box", () => {
    render(<form.Harness initial={{ tags: 'pulled,sent,REPLACEMENT' }} />);
    expect(tagsIn('Tags')).toEqual(['pulled', 'sent', 'REPLACEMENT']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove sent' }));
    expect(form.latest().tags).toBe('pulled,REPLACEMENT');
    const input = screen.getByRole('textbox', { name: 'Tags' });
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(form.latest().tags).toBe('pulled');
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(form.latest().tags).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please add a tag')).toBeTruthy();
  });

  it("keeps a list on an array property, added with its button, and refuses a tag over the property's limits with the field's message", () => {
    render(<form.Harness />);
    const input = screen.getByRole('textbox', { name: 'Extra Tags' });
    const add = screen.getByRole('button', { name: 'Add tag' });
    fireEvent.change(input, { target: { value: 'Vase' } });
    fireEvent.click(add);
    fireEvent.change(input, { target: { value: 'much-too-long' } });
    fireEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe('A tag is at most 8 characters');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect((input as HTMLInputElement).value).toBe('much-too-long');
    expect(form.latest().extra).toEqual(['Vase']);
    for (const tag of ['Flowers', 'Card', 'Gift']) {
      fireEvent.change(input, { target: { value: tag } });
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    expect(form.latest().extra).toEqual(['Vase', 'Flowers', 'Card']);
    expect(screen.getByRole('alert').textContent).toBe('At most 3 tags');

    const tags = screen.getByRole('textbox', { name: 'Tags' });
    fireEvent.change(tags, { target: { value: 'REPLACEMENT_AUTOMATION' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Tags max 20 characters');
    expect(form.latest().tags).toBeUndefined();
  });

  it('shows at once a value set from outside (a field effect replacing the tags)', () => {
    render(<form.Harness initial={{ extra: ['Vase'] }} outside={{ extra: ['Flowers', 'Card'], tags: 'pulled' }} />);
    expect(tagsIn('Extra Tags')).toEqual(['Vase']);
    fireEvent.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(tagsIn('Extra Tags')).toEqual(['Flowers', 'Card']);
    expect(tagsIn('Tags')).toEqual(['pulled']);
  });

  it("says the field's message when a list set from outside breaks the items' limits", () => {
    render(<form.Harness outside={{ extra: ['Vase', 'much-too-long'] }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(screen.getByRole('alert').textContent).toBe('A tag is at most 8 characters');
    expect(screen.getByRole('textbox', { name: 'Extra Tags' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove much-too-long' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
