import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../runtime/generated/screen';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import type { LookupOption } from '../../runtime/lookups/useLookup';
import {
  CHOICES_KEY,
  buildBody,
  chosenRows,
  computeFields,
  pointAtChoices,
  renderFormTemplate,
  submitEndpoint,
  type FormTemplateContext,
} from '../../runtime/kinds/form/formTemplates';

const zoneRateForm: ResolvedForm = {
  title: 'Add Zone Delivery Rate',
  endpoint: 'create',
  schema: { type: 'object', properties: { name: { type: 'string' }, zoneId: { type: 'integer' }, displayText: { type: 'string' }, rate: { type: 'string' } } },
  ui: { zoneId: { widget: 'lookupSelect', lookup: 'zones' }, rate: { widget: 'select' } },
  computed: { name: '{zoneId.label} - {displayText} - {rate}', rate_name: '{displayText} - {rate|wholeDollars}' },
};

const zones: LookupOption[] = [
  { value: 7, label: 'Winnipeg South', row: { zone_id: 7, zone_name: 'Winnipeg South', region_id: 2 } },
  { value: 8, label: 'Winnipeg North', row: { zone_id: 8, zone_name: 'Winnipeg North', region_id: 2 } },
];

function contextFor(values: Record<string, unknown>, row?: Record<string, unknown>): FormTemplateContext {
  const choices = chosenRows(zoneRateForm, values, { zones });
  const base = { values, choices, ...(row && { row }) };
  return { ...base, computed: computeFields(zoneRateForm, base) };
}

describe('chosen lookup rows', () => {
  it('holds the chosen option row with its label under the field name', () => {
    expect(chosenRows(zoneRateForm, { zoneId: 8 }, { zones })).toEqual({ zoneId: { zone_id: 8, zone_name: 'Winnipeg North', region_id: 2, label: 'Winnipeg North' } });
  });

  it('is empty for a select without a value, or a value no option has', () => {
    expect(chosenRows(zoneRateForm, {}, { zones })).toEqual({});
    expect(chosenRows(zoneRateForm, { zoneId: 99 }, { zones })).toEqual({});
    expect(chosenRows(zoneRateForm, { zoneId: 7 }, {})).toEqual({});
  });
});

describe('pointAtChoices', () => {
  const selects = new Set(['zoneId', 'warehouse_id']);
  it('points dotted placeholders of select fields at the chosen rows, filters kept', () => {
    expect(pointAtChoices('{zoneId.label} - {rate}', selects)).toBe(`{${CHOICES_KEY}.zoneId.label} - {rate}`);
    expect(pointAtChoices('{warehouse_id.sku|upper}', selects)).toBe(`{${CHOICES_KEY}.warehouse_id.sku|upper}`);
  });
  it('leaves plain placeholders and other dotted paths alone', () => {
    expect(pointAtChoices('{zoneId}', selects)).toBe('{zoneId}');
    expect(pointAtChoices('{confirm.force}', selects)).toBe('{confirm.force}');
  });
});

describe('computed fields', () => {
  it('renders a name from the chosen zone label, the text and the rate', () => {
    const context = contextFor({ zoneId: 7, displayText: 'Anytime (8am - 8pm)', rate: '$10' });
    expect(context.computed).toEqual({ name: 'Winnipeg South - Anytime (8am - 8pm) - $10', rate_name: 'Anytime (8am - 8pm) - $10' });
  });

  it('follows every change (another zone, another rate)', () => {
    expect(contextFor({ zoneId: 8, displayText: 'Evening', rate: '$12' }).computed.name).toBe('Winnipeg North - Evening - $12');
  });

  it('applies filters', () => {
    expect(contextFor({ displayText: 'Morning', rate: '12.75' }).computed.rate_name).toBe('Morning - $12');
  });

  it('stays empty until every value it reads is there', () => {
    expect(contextFor({ displayText: 'Anytime (8am - 8pm)', rate: '$10' }).computed.name).toBeUndefined();
    expect(contextFor({ zoneId: 7, rate: '$10' }).computed).toEqual({ name: undefined, rate_name: undefined });
  });

  it('lets a computed field read one computed before it', () => {
    const form: ResolvedForm = { ...zoneRateForm, computed: { periodLabel: '{period} ({start|time12h} - {end|time12h})', name: '{periodLabel} - ${rate}' } };
    expect(computeFields(form, { values: { period: 'Morning Rush', start: '08:00', end: '10:30', rate: 12 }, choices: {} })).toEqual({
      periodLabel: 'Morning Rush (8am - 10:30am)',
      name: 'Morning Rush (8am - 10:30am) - $12',
    });
  });
});

describe('request body', () => {
  const create: Endpoint = {
    method: 'POST',
    path: '/rates/zone/rate',
    body: { name: '{name}', zoneId: '{zoneId}', rate: '{rate}', zone: '{zoneId.zone_name}', code: '{zoneId.label|upper}' },
  };

  it('fills the endpoint body templates from values, computed fields and chosen rows, keeping types', () => {
    const body = buildBody(zoneRateForm, create, contextFor({ zoneId: 7, displayText: 'Anytime (8am - 8pm)', rate: '$10' }));
    expect(body).toEqual({ name: 'Winnipeg South - Anytime (8am - 8pm) - $10', zoneId: 7, rate: '$10', zone: 'Winnipeg South', code: 'WINNIPEG SOUTH' });
  });

  it('sends the values and computed fields without body templates', () => {
    const body = buildBody(zoneRateForm, { method: 'POST', path: '/x' }, contextFor({ zoneId: 8, displayText: 'Evening', rate: '$12' }));
    expect(body).toEqual({ zoneId: 8, displayText: 'Evening', rate: '$12', name: 'Winnipeg North - Evening - $12', rate_name: 'Evening - $12' });
  });

  it('reads the row of an edit form, and fills paths from it', () => {
    const context = contextFor({ zoneId: 8, displayText: 'x', rate: '$1' }, { id: 42, zoneId: 7 });
    expect(renderFormTemplate(zoneRateForm, '{id}', context)).toBe(42);
    expect(renderFormTemplate(zoneRateForm, '{zoneId}', context)).toBe(8);
    expect(submitEndpoint(zoneRateForm, { method: 'PUT', path: '/rates/{id}/{zoneId.label}' }).path).toBe(`/rates/{id}/{${CHOICES_KEY}.zoneId.label}`);
  });
});
