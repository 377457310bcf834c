import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import compiledValidators from 'virtual:form-validators';
import type { GridScreen } from '../../runtime/generated/screen';
import { formIdOf } from '../../runtime/kinds/form/formId';
import { precompiledValidator } from '../../runtime/kinds/form/formValidators';
import { formUiSchema } from '../../runtime/kinds/form/uiSchema';
import { resolveForm } from '../../runtime/kinds/form/resolveForm';
import { compileValidatorFunctionsInNode } from '../../scripts/forms/compileInNode';
import { formSchemasOf } from '../../scripts/forms/screenForms';
import { compileFormSchema, runtimeSpecifiers, validatorModuleCode } from '../../scripts/forms/validatorModule';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function townScreen(): Promise<GridScreen> {
  return JSON.parse(await readFile(`${root}/screens/places/town.screen.json`, 'utf8')) as GridScreen;
}

/** The town add form's schema as the console derives it from the town entity. */
async function townAddSchema(): Promise<RJSFSchema> {
  const add = (await townScreen()).forms?.add;
  if (!add) throw new Error('the town screen has no add form');
  return resolveForm(add, JSON.parse(await readFile(`${root}/schemas/entities/town.schema.json`, 'utf8')) as unknown).schema;
}

describe('virtual:form-validators', () => {
  it('holds a validator for every form of every definition, by <route>#<form>', async () => {
    const town = await townScreen();
    expect(formIdOf(town.route, 'add')).toBe('/secure/town#add');
    expect(Object.keys(compiledValidators)).toContain('/secure/town#add');
  });

  it('validates the town form with the precompiled functions (no compilation at run time)', async () => {
    const schema = await townAddSchema();
    const resolved = precompiledValidator(compiledValidators, '/secure/town#add', schema);
    if (!resolved.ok) throw new Error(resolved.error);
    const empty = resolved.validator.validateFormData({}, schema);
    expect(empty.errors.map((error) => [error.name, (error.params as { missingProperty?: unknown } | undefined)?.missingProperty])).toEqual([
      ['required', 'town_name'],
      ['required', 'zone_id'],
    ]);
    expect(resolved.validator.validateFormData({ town_name: 'Gimli', zone_id: 3 }, schema).errors).toEqual([]);
    expect(resolved.validator.validateFormData({ town_name: 'Gimli', zone_id: '3' }, schema).errors.map((error) => error.name)).toEqual(['type']);
  });

  it('gives an error, never a fallback, for a form the build did not compile or whose schema changed', async () => {
    const schema = await townAddSchema();
    expect(precompiledValidator(compiledValidators, '/secure/town#nope', schema)).toMatchObject({ ok: false });
    const changed = { ...schema, required: ['town_name'] };
    const stale = precompiledValidator(compiledValidators, '/secure/town#add', changed);
    expect(stale).toMatchObject({ ok: false });
    if (!stale.ok) expect(stale.error).toContain('/secure/town#add');
  });
});

describe('validator module code', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      code: { type: 'string', pattern: '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$', minLength: 1, title: 'Uses require("x") in text' },
      day: { type: 'string', format: 'date' },
      tags: { type: 'array', items: { type: 'object' }, uniqueItems: true },
    },
    required: ['code'],
  };

  it('is an ES module importing the ajv helpers by bare specifier, with no eval', () => {
    const forms = [{ formId: '/secure/x#add', code: compileFormSchema(schema) }];
    const code = validatorModuleCode(forms);
    expect(runtimeSpecifiers(forms)).toEqual(['ajv-formats/dist/formats', 'ajv/dist/runtime/equal', 'ajv/dist/runtime/ucs2length']);
    expect(code).toContain('import * as __runtime0 from "ajv/dist/runtime/ucs2length";');
    expect(code).toContain('export default {\n  "/secure/x#add": __form0,\n};');
    expect(code).not.toMatch(/\brequire\("/);
    expect(code).not.toMatch(/new Function|\beval\(/);
    // A title quoting require("x") stays text.
    expect(code).toContain('Uses require(\\"x\\") in text');
  });

  it('keeps forms apart (ajv reuses names such as validate10 in each output)', () => {
    const code = validatorModuleCode([
      { formId: 'a', code: compileFormSchema(schema) },
      { formId: 'b', code: compileFormSchema({ type: 'object', properties: { n: { type: 'integer' } } }) },
    ]);
    expect(code.match(/function validate10\(/g)).toHaveLength(2);
    expect(code.match(/^const __form\d = \(function \(\) \{$/gm)).toHaveLength(2);
  });

  it('finds the forms of definitions, each derived from its entity, skipping what is not a form', () => {
    const thing = { type: 'object', properties: { n: { type: 'integer', minimum: 1, description: 'A count.' } }, required: ['n'] };
    const entries = formSchemasOf(
      [
        {
          file: 'screens/a.screen.json',
          data: {
            route: '/secure/a',
            forms: { add: { entity: 'thing', fields: [{ name: 'n', label: 'Count' }] }, broken: { title: 'x' }, inline: { schema: { type: 'object' } }, unknown: { entity: 'nothing', fields: [{ name: 'n' }] } },
          },
        },
        { file: 'screens/b.screen.json', data: { route: '/secure/b', kind: 'dashboard' } },
        { file: 'screens/c.screen.json', data: [] },
      ],
      new Map([['thing', thing]]),
    );
    expect(entries).toEqual([
      { formId: '/secure/a#add', location: 'screens/a.screen.json:/forms/add', schema: { type: 'object', properties: { n: { type: 'integer', minimum: 1, title: 'Count' } }, required: ['n'] } },
    ]);
  });
});

describe('compileValidatorFunctionsInNode (tests of inline definitions)', () => {
  it('builds the same functions the build compiles, keyed by the same hashes', () => {
    const schema: RJSFSchema = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };
    const functions = compileValidatorFunctionsInNode(schema);
    const resolved = precompiledValidator({ '/secure/x#add': functions }, '/secure/x#add', schema);
    if (!resolved.ok) throw new Error(resolved.error);
    expect(resolved.validator.validateFormData({}, schema).errors.map((error) => error.name)).toEqual(['required']);
  });
});

describe('formUiSchema', () => {
  it('orders fields, names widgets, passes placeholders and options, shows computed fields as text and renders no submit button', () => {
    const ui = formUiSchema({
      title: 't',
      endpoint: 'create',
      schema: { type: 'object', properties: { name: { type: 'string' }, zoneId: { type: 'integer' }, when: { type: 'string' }, at: { type: 'string' }, extra: { type: 'string' } } },
      order: ['name', 'zoneId', 'when', 'at'],
      ui: {
        zoneId: { widget: 'lookupSelect', lookup: 'zones', placeholder: 'Choose a Zone' },
        when: { widget: 'date', notBefore: 'today' },
        at: { widget: 'time', seconds: true },
      },
      computed: { name: '{zoneId.label}', hidden: '{zoneId}' },
    });
    expect(ui).toEqual({
      'ui:order': ['name', 'zoneId', 'when', 'at', '*'],
      zoneId: { 'ui:widget': 'lookupSelect', 'ui:placeholder': 'Choose a Zone' },
      when: { 'ui:widget': 'date', 'ui:options': { notBefore: 'today' } },
      at: { 'ui:widget': 'time', 'ui:options': { seconds: true } },
      name: { 'ui:widget': 'computedOutput', 'ui:classNames': 'form-field--wide' },
      'ui:submitButtonOptions': { norender: true },
    });
  });
});
