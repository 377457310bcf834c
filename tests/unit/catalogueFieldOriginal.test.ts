import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../runtime/generated/screen';
import { catalogueEntries } from '../../runtime/kinds/catalogue/catalogueEntries';

const editor: ScreenDefinition = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/test/original-values',
  title: 'Order editor',
  kind: 'page',
  endpoints: { order: { method: 'GET', path: '/orders/{find.orderId}' } },
  blocks: [
    { id: 'find', block: 'form', entity: 'order', fields: [{ name: 'orderId', label: 'Order Name' }] },
    { id: 'order', block: 'result', title: 'Order', load: { endpoint: 'order', failure: 'Error fetching order' }, fields: [{ label: 'E-mail', path: '{email}' }] },
    { id: 'edit', block: 'form', entity: 'order', fields: [{ name: 'firstName', label: 'First Name', original: '{order.answer.firstName}' }] },
  ],
};

describe("the catalogue of a field's original value", () => {
  it('lists the template beside the field\'s label', () => {
    const [entry] = catalogueEntries([editor]);
    expect(entry?.messages).toEqual(expect.arrayContaining([
      { key: 'blocks.edit.fields.firstName.label', text: 'First Name' },
      { key: 'blocks.edit.fields.firstName.original', text: '{order.answer.firstName}' },
    ]));
  });
});
