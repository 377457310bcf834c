import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Form } from '../../runtime/generated/screen';
import { resolveForm } from '../../runtime/kinds/form/resolveForm';
import { asForm } from '../../runtime/kinds/page/forms/asForm';
import { deriveFormSchema } from '../../runtime/kinds/page/forms/deriveFormSchema';
import type { PageFormSpec } from '../../runtime/kinds/page/forms/types';

const entity = (name: string): unknown => JSON.parse(readFileSync(`schemas/entities/${name}.schema.json`, 'utf8')) as unknown;
const EFFECT_LABELS = { SAME_DAY: 'Same-Day', NEXT_DAY: 'Next-Day', NEXT_DAY_1: 'Next-Day + 1', NEXT_DAY_2: 'Next-Day + 2', NEXT_DAY_3: 'Next-Day + 3' };

const addDefault: Form = {
  title: 'Add Default Cutoff',
  endpoint: 'addDefault',
  entity: 'cutoff-default',
  payload: 'form',
  fields: [
    { name: 'day_of_week', label: 'Day', ui: { widget: 'select', placeholder: 'Choose a day' }, messages: { required: 'Please choose a day' } },
    { name: 'cut_off_time', label: 'Cut-Off-Time', ui: { widget: 'time' } },
    { name: 'effect', label: 'Effect' },
  ],
  duration: 10,
};

describe('resolveForm: a grid form from its entity', () => {
  it('takes types, limits, enums and defaults from the properties the form payload points at, in the fields order, titled by the labels', () => {
    const form = resolveForm(addDefault, entity('cutoff-default'));
    expect(form.schema).toEqual({
      type: 'object',
      properties: {
        day_of_week: { type: 'string', enum: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], title: 'Day' },
        cut_off_time: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', maxLength: 10, default: '15:55', title: 'Cut-Off-Time' },
        effect: { type: 'string', enum: ['SAME_DAY', 'NEXT_DAY', 'NEXT_DAY_1', 'NEXT_DAY_2', 'NEXT_DAY_3'], default: 'NEXT_DAY', title: 'Effect' },
      },
      required: ['day_of_week', 'cut_off_time', 'effect'],
    });
    expect(form.order).toEqual(['day_of_week', 'cut_off_time', 'effect']);
    expect(form.messages).toEqual({ day_of_week: { required: 'Please choose a day' } });
    expect(form.duration).toBe(10);
  });

  it("labels an enum's values from the entity (x-labels) in the select only: the compiled schema never holds them", () => {
    const form = resolveForm(addDefault, entity('cutoff-default'));
    expect(form.ui?.effect).toEqual({ widget: 'select', labels: EFFECT_LABELS });
    expect(JSON.stringify(form.schema)).not.toContain('x-labels');
    expect(JSON.stringify(form.schema)).not.toContain('Next-Day');
  });

  it("keeps a field's own labels over the entity's", () => {
    const own: Form = { ...addDefault, fields: [{ name: 'effect', ui: { widget: 'select', labels: { SAME_DAY: 'Today' } } }] };
    expect(resolveForm(own, entity('cutoff-default')).ui?.effect).toEqual({ widget: 'select', labels: { SAME_DAY: 'Today' } });
  });

  it('labels the integer effect of an override cutoff 0..4 as the specification decision has them', () => {
    const form = resolveForm({ title: 'Add', endpoint: 'x', entity: 'cutoff-override', payload: 'form', fields: [{ name: 'effect' }] }, entity('cutoff-override'));
    expect(form.schema.properties).toEqual({ effect: { type: 'integer', enum: [0, 1, 2, 3, 4], default: 1, title: 'effect' } });
    expect(form.ui?.effect).toEqual({ widget: 'select', labels: { 0: 'Same-Day', 1: 'Next-Day', 2: 'Next-Day + 1', 3: 'Next-Day + 2', 4: 'Next-Day + 3' } });
  });

  it('carries computed templates by field name, and a required field the form does not require stays optional', () => {
    const form = resolveForm(
      {
        title: 'Add',
        endpoint: 'create',
        entity: 'zone-delivery-rate',
        payload: 'createForm',
        fields: [{ name: 'name', computed: '{zoneId.label} - {displayText} - {rate}' }, { name: 'displayText', required: false }],
      },
      entity('zone-delivery-rate'),
    );
    expect(form.computed).toEqual({ name: '{zoneId.label} - {displayText} - {rate}' });
    expect(form.schema.required).toEqual(['name']);
  });
});

describe('page forms take entity enum labels too', () => {
  it('asForm shows x-labels in a select of a page form', () => {
    const spec: PageFormSpec = { entity: 'cutoff-default', payload: 'form', fields: [{ name: 'effect' }], submit: { label: 'Save', endpoint: 'x', failure: 'No' } };
    const schema = deriveFormSchema(entity('cutoff-default'), 'form', spec.fields);
    expect(asForm(spec, schema, 'T', entity('cutoff-default')).ui?.effect).toEqual({ widget: 'select', labels: EFFECT_LABELS });
  });
});
