import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { AnyCustomContract } from '../../runtime/custom/customContract';
import { customComponent, customRegistryLoaded, loadCustomRegistry, registerCustomComponents } from '../../runtime/custom/customComponents';
import type { CustomBlock, PageScreen, ScreenDefinition } from '../../runtime/generated/screen';
import { catalogueEntries, filterCatalogue } from '../../runtime/kinds/catalogue/catalogueEntries';
import { customTexts, missingComponentText } from '../../runtime/kinds/page/blocks/custom/customTexts';
import { customBlockSlice } from '../../runtime/kinds/page/blocks/custom/customBlockSlice';
import { registeredComponentNames, withComponentNames } from '../../scripts/customComponentNames';
import { checkScreens, readEntityFields, readScreenFiles } from '../../scripts/screens/checkScreens';
import { componentPublishContext, customBlockProblems } from '../../runtime/kinds/page/blocks/custom/tools/customBlockRules';
import { propValueProblems } from '../../runtime/kinds/page/blocks/custom/tools/propValueRules';
import { payloadProblems } from '../../runtime/kinds/page/blocks/custom/tools/payloadRules';
import { customPublishes } from '../../runtime/kinds/page/blocks/custom/published';
import { compareScreens } from '../../scripts/screens/diff/diffScreens';
import type { JsonObject } from '../../runtime/tooling/diff/json';
import { customContracts } from '../../src/custom/contracts';
import { customComponents } from '../../src/custom/registry';
import { consoleCheckContext } from '../../scripts/screens/consoleCheckContext.ts';

const root = join(import.meta.dirname, '../..');

/** A contract of two calls, two texts and a required numeric prop, beside the app's registry. */
const noteBoard: AnyCustomContract = {
  description: 'Notes of a day',
  endpoints: { list: { method: 'GET', description: 'the notes' }, save: { method: 'POST', description: 'one note', reads: ['text'] } },
  messages: { empty: { description: 'no notes yet' }, saved: { description: 'after a save', reads: ['count'] } },
  props: { type: 'object', properties: { days: { type: 'integer', minimum: 1 } }, required: ['days'], additionalProperties: false },
  publishes: { selected: { description: 'the notes chosen', entity: 'opt-out', list: true } },
};
const registry = { noteBoard };

const page: PageScreen = {
  $schema: 'x',
  route: '/secure/notes',
  title: 'Notes',
  kind: 'page',
  endpoints: { notes: { method: 'GET', path: '/ops/note' }, addNote: { method: 'POST', path: '/ops/note' } },
  blocks: [{ id: 'intro', block: 'result', from: 'user', fields: [{ label: 'Signed in as', path: '{name}' }] }],
};

/** A block of the test contract; its name is no registered component, so it goes through the registry passed. */
function block(overrides: Partial<Record<keyof CustomBlock, unknown>> = {}): CustomBlock {
  return { id: 'notes', block: 'custom', component: 'noteBoard', endpoints: { list: 'notes', save: 'addNote' }, messages: { empty: 'No notes yet.', saved: '{count} notes' }, props: { days: 7 }, ...overrides } as CustomBlock;
}

describe('custom block rules (the component’s contract)', () => {
  it('accept a block giving exactly what the contract needs', () => {
    expect(customBlockProblems(page, block(), '/blocks/0', registry)).toEqual([]);
  });

  it('name an unknown component with the known ones', () => {
    expect(customBlockProblems(page, block({ component: 'dayCalendar' }), '/blocks/0', registry)).toEqual([['/blocks/0/component', 'unknown custom component "dayCalendar" (known: noteBoard)', 'custom.unknown-component', 'use one of: noteBoard']]);
  });

  it('want every endpoint of the contract, of its method, and no other', () => {
    expect(customBlockProblems(page, block({ endpoints: { list: 'notes', save: 'notes', delete: 'notes' } }), '/blocks/0', registry)).toEqual([
      ['/blocks/0/endpoints/save', 'endpoint "notes" is GET: component "noteBoard" calls "save" with POST', 'endpoint.wrong-method'],
      ['/blocks/0/endpoints/delete', 'component "noteBoard" calls no "delete" (its endpoints: list, save)', 'custom.endpoint.not-in-contract', 'use one of: list, save'],
    ]);
    expect(customBlockProblems(page, block({ endpoints: { list: 'noted' } }), '/blocks/0', registry)).toEqual([
      ['/blocks/0/endpoints', 'component "noteBoard" needs endpoint "save" (POST: one note)', 'custom.endpoint.missing'],
      ['/blocks/0/endpoints/list', 'unknown endpoint "noted"', 'endpoint.unknown', 'use one of: notes, addNote'],
    ]);
  });

  it('want every message of the contract and no other', () => {
    expect(customBlockProblems(page, block({ messages: { empty: 'None', title: 'Notes' } }), '/blocks/0', registry)).toEqual([
      ['/blocks/0/messages', 'component "noteBoard" needs message "saved" (after a save)', 'custom.message.missing'],
      ['/blocks/0/messages/title', 'component "noteBoard" shows no message "title" (its messages: empty, saved)', 'custom.message.not-in-contract', 'use one of: empty, saved'],
    ]);
  });

  it('check the props against the contract’s schema (absent props are an empty object)', () => {
    expect(customBlockProblems(page, block({ props: { days: 0, colour: 'red' } }), '/blocks/0', registry)).toEqual([
      ['/blocks/0/props', 'unknown property "colour" (props of component "noteBoard")', 'custom.props.invalid'],
      ['/blocks/0/props/days', 'must be >= 1 (props of component "noteBoard")', 'custom.props.invalid'],
    ]);
    expect(customBlockProblems(page, block({ props: undefined }), '/blocks/0', registry)).toEqual([['/blocks/0/props', 'missing required property "days" (props of component "noteBoard")', 'custom.props.invalid']]);
  });

  it('say a contract that shapes a call by a payload schemas/entities/ lacks', async () => {
    const entities = await readEntityFields(root);
    const shaped: AnyCustomContract = { ...noteBoard, endpoints: { ...noteBoard.endpoints, save: { method: 'POST', description: 'one note', payload: { entity: 'note', payload: 'create' } } } };
    const screen: PageScreen = { ...page, endpoints: { ...page.endpoints, addNote: { method: 'POST', path: '/notes', body: { text: '{text}' } } } };
    expect(payloadProblems(screen, block(), '/blocks/0', { noteBoard: shaped }, entities)).toEqual([
      ['/blocks/0/component', 'component "noteBoard": its contract shapes "save" by note\'s "create" payload, which schemas/entities/ does not have', 'custom.payload.unknown-entity'],
    ]);
  });

  it('hold props tied to an entity property to its values, and say a contract that ties them to a property without any', async () => {
    const entities = await readEntityFields(root);
    const tied: AnyCustomContract = { ...noteBoard, props: { type: 'object' }, propValues: { 'types/*': { entity: 'order-pull-config', property: 'reportType' } } };
    const typed = (props: unknown) => propValueProblems(block({ props }), '/blocks/0', { noteBoard: tied }, entities);
    expect(typed({ types: ['ERROR_REPORT'] })).toEqual([]);
    expect(typed({ types: ['ERROR_REPORT', 'ERORR_REPORT'] }).map(([pointer, , code]) => [pointer, code])).toEqual([['/blocks/0/props/types/1', 'custom.prop-values.unknown-value']]);
    const untied: AnyCustomContract = { ...tied, propValues: { 'types/*': { entity: 'order-pull-config', property: 'reportName' } } };
    expect(propValueProblems(block({ props: { types: ['x'] } }), '/blocks/0', { noteBoard: untied }, entities)).toEqual([
      ['/blocks/0/component', 'component "noteBoard": its contract ties props "types/*" to order-pull-config.reportName: "reportName" of entity "order-pull-config" has no fixed set of values', 'custom.prop-values.no-source'],
    ]);
  });

  it('let other blocks read only what the contract publishes', () => {
    const published = customPublishes(block(), componentPublishContext(registry));
    expect([...published.names.keys()]).toEqual(['selected']);
    expect(published.notPublished('notes', 'rows')).toBe('custom block "notes" publishes only "selected"');
    expect([...customPublishes(block({ component: 'countBadge' }), componentPublishContext(customContracts)).names.keys()]).toEqual(['count']);
  });

  it('type what the contract publishes: rows of an entity, or a plain value with nothing past it', () => {
    expect(customPublishes(block(), componentPublishContext(registry)).names.get('selected')).toEqual({ reads: 'rows', entity: 'opt-out', list: true });
    const cart = customPublishes(block({ component: 'productCart' }), componentPublishContext(customContracts)).names;
    expect(Object.fromEntries(cart)).toEqual({ lines: { reads: 'rows', entity: 'cart-line', list: true }, count: { reads: 'value' } });
  });

  it('pass the fixture definition that uses the app’s component', async () => {
    const { files } = await readScreenFiles(root, 'tests/fixtures/custom');
    expect(files.map((file) => file.file)).toEqual(['tests/fixtures/custom/checkout-carts.screen.json', 'tests/fixtures/custom/product-cart.screen.json', 'tests/fixtures/custom/region-count.screen.json']);
    expect(checkScreens(files, await consoleCheckContext(root))).toEqual([]);
  });
});

describe('the app’s registry', () => {
  it('has an entry per contract, and the meta-schema lists exactly their names', async () => {
    expect(Object.keys(customComponents)).toEqual(Object.keys(customContracts));
    const schema = JSON.parse(await readFile(join(root, 'schemas/screen.schema.json'), 'utf8')) as { $defs: Record<string, { enum?: string[] }> };
    expect(schema.$defs.CustomComponentName?.enum).toEqual(registeredComponentNames());
    expect(registeredComponentNames()).toEqual(['checkoutCarts', 'countBadge', 'productCart', 'pullSchedules']);
  });

  it('has contracts a definition can meet: names a definition can write, a props schema ajv compiles strictly, every property described', async () => {
    const schema = JSON.parse(await readFile(join(root, 'schemas/screen.schema.json'), 'utf8')) as { $defs: { Name: { pattern: string } } };
    const name = new RegExp(schema.$defs.Name.pattern);
    const ajv = new Ajv2020({ strict: true });
    for (const [component, contract] of Object.entries(customContracts)) {
      for (const key of [...Object.keys(contract.endpoints), ...Object.keys(contract.messages), ...Object.keys(contract.publishes)]) expect(key, `${component}: ${key}`).toMatch(name);
      expect(() => ajv.compile(contract.props), component).not.toThrow();
      // What it publishes as rows names an entity of schemas/entities, whose fields the checker holds paths to.
      for (const value of Object.values(contract.publishes)) {
        if ('entity' in value) await expect(readFile(join(root, `schemas/entities/${value.entity}.schema.json`), 'utf8'), `${component}: ${value.entity}`).resolves.toContain('"properties"');
      }
      const properties = Object.values((contract.props as { properties?: Record<string, { description?: string }> }).properties ?? {});
      for (const property of properties) expect(property.description, component).toBeTruthy();
    }
  });

  it('validates props with the validators generated from the contracts (no schema compiled in the browser)', () => {
    const { validateProps } = customComponents.countBadge;
    expect(validateProps({ rowsAt: 'rows' })).toBe(true);
    expect(validateProps({ rowsAt: '' })).toBe(true);
    expect(validateProps({})).toBe(false);
    expect(validateProps({ rowsAt: 3 })).toBe(false);
    expect(validateProps({ rowsAt: 'rows', limit: 5 })).toBe(false);
    expect(validateProps(undefined)).toBe(false);
  });

  it('writes the names into the meta-schema’s list and nowhere else', () => {
    const text = '{\n  "$defs": {\n    "CustomComponentName": {\n      "type": "string",\n      "enum": [\n        "old"\n      ]\n    },\n    "Other": { "enum": ["keep"] }\n  }\n}\n';
    const written = withComponentNames(text, ['countBadge', 'dayCalendar']);
    expect(JSON.parse(written)).toEqual({ $defs: { CustomComponentName: { type: 'string', enum: ['countBadge', 'dayCalendar'] }, Other: { enum: ['keep'] } } });
    expect(withComponentNames(written, ['old'])).toBe(text);
    expect(() => withComponentNames('{}', ['countBadge'])).toThrow('no $defs.CustomComponentName');
  });
});

describe('the runtime registry', () => {
  it('knows what the app registered, loads its code once, and nothing else', async () => {
    registerCustomComponents(customComponents);
    const badge = customComponent('countBadge');
    expect(badge?.contract).toBe(customContracts.countBadge);
    const loaded = await badge?.code.load();
    expect(loaded).toBeTypeOf('function');
    expect(await badge?.code.load()).toBe(loaded);
    expect(customComponent('dayCalendar')).toBeUndefined();
    expect(customComponent('toString')).toBeUndefined();
    expect(missingComponentText('dayCalendar')).toBe('Component "dayCalendar" is not available in this console.');
  });

  it('loads a registry given as a loader at the first need, once, and tries a failed load again', async () => {
    let calls = 0;
    registerCustomComponents(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(customComponents);
    });
    expect(customRegistryLoaded()).toBe(false);
    expect(customComponent('countBadge')).toBeUndefined();
    await expect(loadCustomRegistry()).rejects.toThrow('offline');
    await loadCustomRegistry();
    await loadCustomRegistry();
    expect(calls).toBe(2);
    expect(customComponent('countBadge')?.contract).toBe(customContracts.countBadge);
  });

  it('gives the block its calls by the contract’s names, from the screen’s endpoints', () => {
    expect(customBlockSlice(page, block()).endpoints).toEqual({ list: page.endpoints.notes, save: page.endpoints.addNote });
  });

  it('fills the block’s texts with what the component passes, missing values reading empty', () => {
    const texts = customTexts({ saved: '{count} notes', empty: 'No notes yet.', alone: '{count}' });
    expect(texts.saved?.({ count: 3 })).toBe('3 notes');
    expect(texts.saved?.()).toBe(' notes');
    expect(texts.empty?.({ count: 3 })).toBe('No notes yet.');
    expect(texts.alone?.({ count: 0 })).toBe('0');
    expect(texts.alone?.()).toBe('');
  });
});

describe('a custom block in the diff and the catalogue', () => {
  const blockJson = { id: 'regionCount', block: 'custom', component: 'countBadge', endpoints: { list: 'regions' }, messages: { count: '{count} regions', refresh: 'Count again' }, props: { rowsAt: 'rows' } };
  const pageJson = (blocks: JsonObject[]): JsonObject => ({ $schema: 'x', route: '/secure/a', title: 'A', kind: 'page', endpoints: { regions: { method: 'GET', path: '/places/region' } }, blocks });

  it('describes an added and a removed component', () => {
    const added = compareScreens(pageJson([]), pageJson([blockJson])).filter((change) => change.area === 'blocks');
    expect(added.map((change) => [change.subject, change.facts])).toEqual([['Block **regionCount** (custom)', ['added (component `countBadge`, calls `list` → `regions`)']]]);
    const removed = compareScreens(pageJson([blockJson]), pageJson([])).filter((change) => change.area === 'blocks');
    expect(removed.map((change) => change.facts)).toEqual([['removed (was component `countBadge`, calls `list` → `regions`)']]);
  });

  it("shows a change to the calendar's payloads as a change of what its calls send", async () => {
    const before = JSON.parse(await readFile(join(root, 'screens/reports/pull-schedules.screen.json'), 'utf8')) as JsonObject;
    type Bodies = { endpoints: Record<string, { body: Record<string, string> }>; forms: Record<string, { submit: { body: Record<string, string>; before: Array<{ body: Record<string, string> }> } }> };
    const after = structuredClone(before) as unknown as Bodies;
    const { dayOverride } = after.endpoints;
    const edit = after.forms.editEvent?.submit;
    if (!dayOverride || !edit?.before[0]) throw new Error('the calendar lost a call');
    dayOverride.body.notes = '{reportId}';
    delete edit.body.description;
    edit.before[0].body.state = 'ENABLED';
    const changes = compareScreens(before, after as unknown as JsonObject).filter((change) => change.area === 'endpoints' || change.key === 'forms/editEvent');
    expect(changes.map((change) => [change.subject, change.risk])).toEqual([
      ['Endpoint `dayOverride`', 'endpoint `dayOverride`: body changed'],
      ['Form **editEvent**', 'form `editEvent` body changed'],
    ]);
    const facts = changes.flatMap((change) => change.facts).join('\n');
    expect(facts).toMatch(/notes/);
    expect(facts).toMatch(/description/);
    expect(facts).toMatch(/state/);
  });

  it('tells what changed: component, calls, texts and props', () => {
    const after = { ...blockJson, component: 'dayCalendar', endpoints: { list: 'codes' }, messages: { count: '{count} regions counted', loading: 'Counting…' }, props: { rowsAt: 'result', limit: 5 } };
    const changes = compareScreens(pageJson([blockJson]), pageJson([after])).filter((change) => change.area === 'blocks');
    expect(changes.map((change) => change.facts)).toEqual([
      [
        'component `countBadge` → `dayCalendar`',
        'endpoint `list`: `regions` → `codes`',
        "message `count` '{count} regions' → '{count} regions counted'",
        "message `loading` added: 'Counting…'",
        "message `refresh` removed (was 'Count again')",
        'prop `limit` added (5)',
        'prop `rowsAt` `rows` → `result`',
      ],
    ]);
  });

  it('lists the component and its texts in the catalogue, found by the component’s name', async () => {
    const definition = JSON.parse(await readFile(join(root, 'tests/fixtures/custom/region-count.screen.json'), 'utf8')) as ScreenDefinition;
    const [entry] = catalogueEntries([definition]);
    expect(entry?.components).toEqual(['countBadge']);
    expect(entry?.endpoints).toEqual(['GET /places/region']);
    expect(entry?.messages).toContainEqual({ key: 'blocks.regionCount.messages.count', text: '{count} regions' });
    expect(entry?.messages).toContainEqual({ key: 'blocks.regionCount.messages.refresh', text: 'Count again' });
    expect(filterCatalogue(entry ? [entry] : [], 'countbadge')).toHaveLength(1);
  });
});
