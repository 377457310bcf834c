import { describe, expect, it } from 'vitest';
import { bodyFromTemplates, bodyValue, itemContext, stateList, withPageState } from '../../runtime/kinds/page/forms/stateBody';
import { renderTemplate } from '../../runtime/templates/template';

const fill = (template: string, context: Readonly<Record<string, unknown>>) => renderTemplate(template, context);

const STATE = {
  region: { region: 'Winnipeg Hub' },
  drivers: { selected: [{ workerId: 'w1', phone: '+12045550111', timezone: 'America/Winnipeg' }, { workerId: 'w3', phone: '+12045550113', timezone: 'America/Winnipeg' }] },
  template: { selected: [{ templateId: 2 }], selectedRow: { templateId: 2, template: 'Heads up: {{situation}}' } },
  tags: { chosen: ['a', 'b'] },
};

describe('page state in a page form’s templates', () => {
  it('reads other blocks by path, the form’s own values winning over a block of the same name', () => {
    const context = withPageState({ situation: 'Ice', region: 'typed' }, STATE);
    expect(fill('{template.selectedRow.templateId}', context)).toBe(2);
    expect(fill('{drivers.selected.1.workerId}', context)).toBe('w3');
    expect(fill('{situation}', context)).toBe('Ice');
    expect(fill('{region}', context)).toBe('typed');
  });

  it('a missing path reads empty (a whole placeholder: undefined, so the key is not sent)', () => {
    const context = withPageState({}, { drivers: { selected: [] } });
    expect(fill('{drivers.selected.0.timezone}', context)).toBeUndefined();
    expect(fill('Zone: {drivers.selected.0.timezone}', context)).toBe('Zone: ');
  });
});

describe('each: a list of the page state mapped to a list', () => {
  it('stateList answers the list, or an empty one when absent or not a list', () => {
    expect(stateList(STATE, 'drivers.selected')).toHaveLength(2);
    expect(stateList(STATE, 'nothing.selected')).toEqual([]);
    expect(stateList(STATE, 'template.selectedRow')).toEqual([]);
  });

  it('an object of templates makes a list of objects, reading the item’s fields first', () => {
    const context = withPageState({ workerId: 'shadowed' }, STATE);
    expect(bodyValue({ each: 'drivers.selected', as: { workerId: '{workerId}', to: 'SMS {phone}' } }, context, STATE, fill)).toEqual([
      { workerId: 'w1', to: 'SMS +12045550111' },
      { workerId: 'w3', to: 'SMS +12045550113' },
    ]);
  });

  it('a template makes a list of values; `{item}` is the item itself; the context is read too', () => {
    const context = withPageState({ by: 'Dana' }, STATE);
    expect(bodyValue({ each: 'drivers.selected', as: '{workerId}' }, context, STATE, fill)).toEqual(['w1', 'w3']);
    expect(bodyValue({ each: 'tags.chosen', as: '{item}-{by}' }, context, STATE, fill)).toEqual(['a-Dana', 'b-Dana']);
    expect(itemContext({ a: 1 }, 'x')).toEqual({ a: 1, item: 'x' });
  });

  it('builds the whole body: templates keep the value’s type, each makes its list, nothing selected is an empty list', () => {
    const templates = {
      templateId: '{template.selectedRow.templateId}',
      drivers: { each: 'drivers.selected', as: { workerId: '{workerId}' } },
      region: '{region.region}',
      timezone: '{drivers.selected.0.timezone}',
      situation: '{situation}',
    };
    expect(bodyFromTemplates(templates, withPageState({ situation: 'Ice' }, STATE), STATE, fill)).toEqual({
      templateId: 2,
      drivers: [{ workerId: 'w1' }, { workerId: 'w3' }],
      region: 'Winnipeg Hub',
      timezone: 'America/Winnipeg',
      situation: 'Ice',
    });
    const none = { region: { region: 'Kelowna Hub' } };
    expect(bodyFromTemplates(templates, withPageState({}, none), none, fill)).toEqual({
      templateId: undefined,
      drivers: [],
      region: 'Kelowna Hub',
      timezone: undefined,
      situation: undefined,
    });
  });
});
