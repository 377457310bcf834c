import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import { computedRequiredErrors, requiredComputedFields, requiredMessage } from '../../runtime/kinds/form/computedErrors';
import { computedSources } from '../../runtime/kinds/form/computedSources';
import { withComputedRequired } from '../../runtime/kinds/form/computedValidator';
import { formErrorTransformer } from '../../runtime/kinds/form/formErrors';
import { precompiledValidator } from '../../runtime/kinds/form/formValidators';
import { compileValidatorFunctionsInNode } from '../../scripts/forms/compileInNode';

const zoneRate: ResolvedForm = {
  title: 'Add',
  endpoint: 'create',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      rate_name: { type: 'string', title: 'Rate Name' },
      zoneId: { type: 'integer', title: 'Zone' },
      displayText: { type: 'string', title: 'Display Text', default: 'Anytime' },
      rate: { type: 'string', title: 'Rate' },
    },
    required: ['name', 'rate_name', 'zoneId', 'rate'],
  },
  ui: { zoneId: { widget: 'lookupSelect', lookup: 'zones' } },
  computed: { name: '{zoneId.label} - {displayText} - {rate} ({id})', rate_name: '{displayText} - {rate|wholeDollars}' },
  messages: { name: { required: 'Name is required' }, zoneId: { required: 'Choose a Zone' }, displayText: { required: 'Type a display text' } },
};

/** Periods: `name` reads the computed `periodLabel` (not in the schema), which reads three inputs. */
const period: ResolvedForm = {
  title: 'Add',
  endpoint: 'create',
  schema: { type: 'object', properties: { period: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, rate: { type: 'number' }, name: { type: 'string' } }, required: ['name'] },
  computed: { periodLabel: '{period} ({start|time12h} - {end|time12h})', name: '{periodLabel} - ${rate}' },
};

describe('computedSources', () => {
  it('lists the inputs a template reads, once, leaving out names that are not inputs (row fields)', () => {
    expect(computedSources(zoneRate, 'name')).toEqual(['zoneId', 'displayText', 'rate']);
    expect(computedSources(zoneRate, 'rate_name')).toEqual(['displayText', 'rate']);
  });

  it('follows the computed fields a template reads', () => {
    expect(computedSources(period, 'name')).toEqual(['period', 'start', 'end', 'rate']);
  });

  it('ends on a template reading itself', () => {
    expect(computedSources({ ...period, computed: { name: '{name} {rate}' } }, 'name')).toEqual(['rate']);
  });
});

describe('required computed fields', () => {
  it('are the shown computed fields the schema requires', () => {
    expect(requiredComputedFields(zoneRate)).toEqual(['name', 'rate_name']);
    expect(requiredComputedFields({ ...zoneRate, schema: { ...(zoneRate.schema as RJSFSchema), required: ['zoneId'] } })).toEqual([]);
  });

  it("use the definition's required message, else one made from the title (never the validator's text)", () => {
    expect(requiredMessage(zoneRate, 'zoneId')).toBe('Choose a Zone');
    expect(requiredMessage(zoneRate, 'rate')).toBe('Rate is required.');
  });
});

describe('computedRequiredErrors', () => {
  const errorsOf = computedRequiredErrors(zoneRate);

  it('reports an empty required computed field on its empty inputs, once each, never on itself', () => {
    expect(errorsOf({ zoneId: 7 }, {})).toEqual({
      displayText: { __errors: ['Type a display text'] },
      rate: { __errors: ['Rate is required.'] },
    });
  });

  it('adds nothing to an input already showing an error', () => {
    expect(errorsOf({ displayText: 'Evening' }, { zoneId: { __errors: ['Choose a Zone'] }, rate: { __errors: ['Choose a Rate'] } })).toBeUndefined();
  });

  it('reports the computed field itself only when none of its inputs is empty', () => {
    expect(errorsOf({ zoneId: 7, displayText: 'Evening', rate: '$10', rate_name: 'Evening - $10' }, {})).toEqual({ name: { __errors: ['Name is required'] } });
  });

  it('adds nothing when the computed fields have values', () => {
    expect(errorsOf({ name: 'Winnipeg - Evening - $10', rate_name: 'Evening - $10' }, {})).toBeUndefined();
  });
});

describe('withComputedRequired', () => {
  const schema = zoneRate.schema as RJSFSchema;
  const resolved = precompiledValidator({ f: compileValidatorFunctionsInNode(schema) }, 'f', schema);
  if (!resolved.ok) throw new Error(resolved.error);
  const validator = withComputedRequired(resolved.validator, zoneRate);

  it('reports an emptied input that has a default (RJSF would hand customValidate the default)', () => {
    const { errorSchema, errors } = validator.validateFormData({ zoneId: 7, rate: '$10' }, schema, undefined, formErrorTransformer(zoneRate));
    expect(errorSchema).toEqual({ displayText: { __errors: ['Type a display text'] } });
    expect(errors.map((error) => error.message)).toEqual(['Type a display text']);
  });

  it('leaves a form without required computed fields with its own validator', () => {
    expect(withComputedRequired(resolved.validator, { ...zoneRate, computed: {} })).toBe(resolved.validator);
  });
});
