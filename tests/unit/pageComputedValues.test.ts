import { describe, expect, it } from 'vitest';
import { computeValues } from '../../runtime/kinds/page/blocks/form/computedValues';
import { renderTemplate } from '../../runtime/templates/template';

describe("a form block's computed values in one pass", () => {
  it('a value reading one listed before it reads what this pass computed, not what the page last published', () => {
    const state = { order: { firstName: 'Ada', computed: { recipient: 'Somebody Else', greeting: 'Dear Somebody Else' } } };
    const computed = { recipient: '{firstName} {lastName}', greeting: 'Dear {order.computed.recipient}' };
    expect(computeValues('order', computed, { firstName: 'Ada', lastName: 'Byron' }, state, renderTemplate)).toEqual({ recipient: 'Ada Byron', greeting: 'Dear Ada Byron' });
  });

  it('a value reading one listed after it reads the published one (the next pass settles it)', () => {
    const state = { order: { computed: { recipient: 'Ada' } } };
    const computed = { greeting: 'Dear {order.computed.recipient}', recipient: '{firstName} {lastName}' };
    expect(computeValues('order', computed, { firstName: 'Ada', lastName: 'Byron' }, state, renderTemplate)).toEqual({ greeting: 'Dear Ada', recipient: 'Ada Byron' });
  });
});
