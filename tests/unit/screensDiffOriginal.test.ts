import { describe, expect, it } from 'vitest';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';

const none = new Map<string, unknown>();
const FILE = 'screens/orders/order-replacement.screen.json';

/** An order editor whose first name may show the queried order's value beside its label. */
function page(original: string | undefined, added?: Record<string, unknown>): Record<string, unknown> {
  const firstName = { name: 'firstName', label: 'First Name', ...(original === undefined ? {} : { original }) };
  return {
    $schema: '../../schemas/screen.schema.json',
    route: '/secure/orders/replacement',
    title: 'Order Replacement',
    kind: 'page',
    endpoints: { order: { method: 'GET', path: '/orders/{find.orderId}' } },
    blocks: [
      { id: 'find', block: 'form', entity: 'order', fields: [{ name: 'orderId', label: 'Order Name' }] },
      { id: 'order', block: 'result', title: 'Order', load: { endpoint: 'order', failure: 'Query failed' }, fields: [{ label: 'E-mail', path: '{email}' }] },
      { id: 'edit', block: 'form', entity: 'order', fields: [firstName, ...(added ? [added] : [])] },
    ],
  };
}

const markdown = (before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none), { base: 'main', head: 'working tree' });

describe("screens:diff reads a field's original value", () => {
  it('says when it is added, changed and removed, under its block', () => {
    expect(markdown(page(undefined), page('{order.answer.firstName}'))).toContain("- Block **edit** (form), field `firstName`: original value beside the label added ('{order.answer.firstName}')");
    expect(markdown(page('{order.answer.firstName}'), page('{order.answer.cname}'))).toContain("original value beside the label '{order.answer.firstName}' → '{order.answer.cname}'");
    expect(markdown(page('{order.answer.firstName}'), page(undefined))).toContain("original value beside the label removed (was '{order.answer.firstName}')");
  });

  it('says it of a field added with one', () => {
    const text = markdown(page(undefined), page(undefined, { name: 'lastName', label: 'Last Name', original: '{order.answer.lastName}' }));
    expect(text).toContain("added (label 'Last Name', original value '{order.answer.lastName}' beside the label)");
  });
});
