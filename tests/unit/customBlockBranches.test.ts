import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { AnyCustomContract } from '../../runtime/custom/customContract';
import { CUSTOM_BLOCK_BRANCHES, customBlockBranches, withCustomBlockBranches, withoutCustomBlockBranches } from '../../scripts/customBlockBranches';
import { checkScreens, formatProblem, readScreenFiles } from '../../scripts/screens/checkScreens';
import { consoleCheckContext } from '../../scripts/screens/consoleCheckContext.ts';
import { customContracts } from '../../src/custom/contracts';

const root = join(import.meta.dirname, '../..');

interface ObjectSchema {
  description?: string;
  properties: Record<string, { description?: string; enum?: unknown[]; else?: ObjectSchema }>;
  required?: string[];
  additionalProperties?: boolean;
}
interface Branch {
  if: object;
  then: { properties: { endpoints: ObjectSchema; messages: ObjectSchema; props: ObjectSchema; forms?: ObjectSchema }; required?: string[] };
}
interface MetaSchema {
  $defs: Record<string, { allOf?: Branch[] }>;
}

const readMetaSchema = async () => JSON.parse(await readFile(join(root, 'schemas/screen.schema.json'), 'utf8')) as MetaSchema;
const branchesOf = (schema: MetaSchema): Branch[] => schema.$defs[CUSTOM_BLOCK_BRANCHES]?.allOf ?? [];
// The checker's options: strict, so the generated branches are held to what ajv compiles without a warning.
const newAjv = () => new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, discriminator: true });

/**
 * What an editor offers as keys of a block's `messages` (or `endpoints`): the properties of every
 * branch whose `if` the block meets, as VS Code's JSON language service applies an `if`/`then`.
 */
function offeredKeys(schema: MetaSchema, block: object, place: 'messages' | 'endpoints' | 'forms'): string[] {
  const ajv = newAjv();
  return branchesOf(schema).flatMap((branch) => (ajv.validate(branch.if, block) ? Object.keys(branch.then.properties[place]?.properties ?? {}) : []));
}

/** Where the meta-schema with the branches (what the editor reads) finds a problem: pointers, the branch's `if`/`else` left out. */
function editorPointers(validate: { errors?: ErrorObject[] | null }): string[] {
  return [...new Set((validate.errors ?? []).filter((error) => error.keyword !== 'if').map((error) => error.instancePath))];
}

describe('the meta-schema’s branch per custom component (what the editor completes)', () => {
  it('gives each registered component exactly its contract’s endpoints, messages and props', async () => {
    const branches = branchesOf(await readMetaSchema());
    expect(branches).toHaveLength(Object.keys(customContracts).length);
    for (const [name, contract] of Object.entries(customContracts) as Array<[string, AnyCustomContract]>) {
      const block = { block: 'custom', component: name };
      const [branch, ...others] = branches.filter((one) => newAjv().validate(one.if, block));
      expect(others, name).toEqual([]);
      const { endpoints, messages, props } = branch?.then.properties ?? ({} as Branch['then']['properties']);
      expect(Object.keys(messages.properties), name).toEqual(Object.keys(contract.messages));
      expect(messages.required, name).toEqual(Object.keys(contract.messages));
      expect(messages.additionalProperties, name).toBe(false);
      for (const [key, need] of Object.entries(contract.messages)) {
        expect(messages.properties[key]?.description, `${name}.${key}`).toContain(need.description);
        for (const placeholder of need.reads ?? []) expect(messages.properties[key]?.description, `${name}.${key}`).toContain(`{${placeholder}}`);
      }
      expect(Object.keys(endpoints.properties), name).toEqual(Object.keys(contract.endpoints));
      expect(endpoints.required, name).toEqual(Object.keys(contract.endpoints));
      expect(endpoints.additionalProperties, name).toBe(false);
      for (const [key, need] of Object.entries(contract.endpoints)) expect(endpoints.properties[key]?.description, `${name}.${key}`).toContain(`${need.method}: ${need.description}`);
      const contractProps = contract.props as ObjectSchema;
      expect(Object.keys(props.properties), name).toEqual(Object.keys(contractProps.properties));
      expect(props.required, name).toEqual(contractProps.required);
      for (const [key, prop] of Object.entries(contractProps.properties)) expect(props.properties[key]?.description, `${name}.${key}`).toBe(prop.description);
      // A block must give props when the contract requires some (absent props are `{}`), and name a form for each role it opens.
      expect(branch?.then.required ?? [], name).toEqual([...(contractProps.required?.length ? ['props'] : []), ...(contract.forms ? ['forms'] : [])]);
    }
  });

  it('completes a block’s messages and endpoints by the component it names, and nothing for a name the app does not register', async () => {
    const schema = await readMetaSchema();
    expect(offeredKeys(schema, { block: 'custom', component: 'countBadge' }, 'messages')).toEqual(['loading', 'count', 'loadFailed', 'refresh']);
    expect(offeredKeys(schema, { block: 'custom', component: 'countBadge' }, 'endpoints')).toEqual(['list']);
    expect(offeredKeys(schema, { block: 'custom', component: 'pullSchedules' }, 'messages')).toEqual(Object.keys(customContracts.pullSchedules.messages));
    expect(offeredKeys(schema, { block: 'custom', component: 'productCart' }, 'endpoints')).toEqual(['search']);
    expect(offeredKeys(schema, { block: 'custom', component: 'pullSchedules' }, 'forms')).toEqual(['editEvent', 'editDay', 'addEvent']);
    expect(offeredKeys(schema, { block: 'custom', component: 'dayCalendar' }, 'messages')).toEqual([]);
  });

  it('offers the report types as the values of the calendar’s props tied to them', async () => {
    const branch = branchesOf(await readMetaSchema()).find((one) => newAjv().validate(one.if, { component: 'pullSchedules' }));
    const nextDay = branch?.then.properties.props.properties.nextDayTypes?.else as unknown as { items: { enum: string[] } };
    expect(nextDay.items.enum).toContain('ORDER_REPORT_MAXIMUM');
    expect(nextDay.items.enum).not.toContain('ORDER_REPORT_MAXIMAL');
  });

  it('accepts every definition with a custom block, its props naming a shared option set included', async () => {
    const validate = newAjv().compile(await readMetaSchema());
    const definitions = [...(await readScreenFiles(root, 'screens')).files, ...(await readScreenFiles(root, 'tests/fixtures/custom')).files].filter((file) => JSON.stringify(file.data).includes('"block":"custom"'));
    expect(definitions.map((file) => file.file)).toEqual(expect.arrayContaining(['screens/reports/pull-schedules.screen.json', 'screens/orders/bulk-orders.screen.json', 'tests/fixtures/custom/region-count.screen.json']));
    for (const { file, data } of definitions) expect(validate(data) ? [] : validate.errors, file).toEqual([]);
    // A prop typed by report types may name a shared option set of them instead of listing them.
    const calendar = structuredClone(definitions.find((file) => file.file === 'screens/reports/pull-schedules.screen.json')?.data) as { blocks: Array<{ props?: Record<string, unknown> }> };
    const props = calendar.blocks[0]?.props;
    if (!props) throw new Error('the calendar has no props');
    props.noDateFilterTypes = { use: 'regionFreeReportTypes' };
    expect(validate(calendar) ? [] : validate.errors).toEqual([]);
    props.noDateFilterTypes = { use: 42 };
    expect(validate(calendar)).toBe(false);
  });

  it('flags in the editor where the checker says the problem, which the checker says once, in the contract’s words', async () => {
    const validate = newAjv().compile(await readMetaSchema());
    const context = await consoleCheckContext(root);
    const cases: Array<[string, string]> = [
      ['custom-message-not-in-contract', '/blocks/0/messages'],
      ['custom-missing-message', '/blocks/0/messages'],
      ['custom-endpoint-not-in-contract', '/blocks/0/endpoints'],
      ['custom-missing-endpoint', '/blocks/0/endpoints'],
      ['custom-props-invalid', '/blocks/0/props'],
    ];
    for (const [name, pointer] of cases) {
      const { files } = await readScreenFiles(root, `tests/fixtures/broken-screens/${name}`);
      expect(validate(files[0]?.data), name).toBe(false);
      expect(editorPointers(validate)[0], name).toBe(pointer);
      const expected = (await readFile(join(root, 'tests/fixtures/broken-screens', name, 'expected.txt'), 'utf8')).trim().split('\n');
      expect(checkScreens(files, context).map((problem) => formatProblem(problem).replace(`tests/fixtures/broken-screens/${name}/`, '')), name).toEqual(expected);
    }
    const { files } = await readScreenFiles(root, 'tests/fixtures/broken-screens/custom-message-not-in-contract');
    expect(checkScreens(files, context).map((problem) => problem.message)).toEqual(['component "countBadge" shows no message "title" (its messages: loading, count, loadFailed, refresh)']);
  });

  it('are left out of what the checker compiles and the types are made from', async () => {
    const schema = await readMetaSchema();
    const without = withoutCustomBlockBranches(schema) as MetaSchema & { $defs: Record<string, { allOf?: unknown }> };
    expect(Object.keys(without.$defs)).not.toContain(CUSTOM_BLOCK_BRANCHES);
    expect(without.$defs.CustomBlock?.allOf).toBeUndefined();
    expect(JSON.stringify(without).includes(`"#/$defs/${CUSTOM_BLOCK_BRANCHES}"`)).toBe(false);
    expect(Object.keys(without.$defs)).toHaveLength(Object.keys(schema.$defs).length - 1);
  });

  it('are written into their def and nowhere else', () => {
    const text = '{\n  "$defs": {\n    "CustomBlock": { "allOf": [{ "$ref": "#/$defs/CustomBlockByComponent" }] },\n    "CustomBlockByComponent": { "old": "{ \\"}" },\n    "Other": { "enum": ["keep"] }\n  }\n}\n';
    const noteBoard: AnyCustomContract = {
      description: 'Notes of a day',
      endpoints: { list: { method: 'GET', description: 'the notes' } },
      messages: { empty: { description: 'no notes yet' } },
      props: { type: 'object', properties: {}, additionalProperties: false },
      publishes: {},
    };
    const def = customBlockBranches({ noteBoard }, () => undefined);
    const written = withCustomBlockBranches(text, def);
    expect(JSON.parse(written)).toEqual({ $defs: { CustomBlock: { allOf: [{ $ref: '#/$defs/CustomBlockByComponent' }] }, CustomBlockByComponent: def, Other: { enum: ['keep'] } } });
    expect(written.startsWith('{\n  "$defs": {\n    "CustomBlock": { "allOf": [{ "$ref": "#/$defs/CustomBlockByComponent" }] },\n    "CustomBlockByComponent": {\n      "title"')).toBe(true);
    expect(written.endsWith('\n    },\n    "Other": { "enum": ["keep"] }\n  }\n}\n')).toBe(true);
    expect(withCustomBlockBranches(written, def)).toBe(written);
    expect(() => withCustomBlockBranches('{}', def)).toThrow(`no $defs.${CUSTOM_BLOCK_BRANCHES}`);
  });
});
