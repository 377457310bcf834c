/**
 * What a `custom` block must give for each registered component, as JSON Schema an editor completes
 * and checks while the definition is written: `npm run gen:types` writes it from the contracts
 * (src/custom/contracts.ts) into the meta-schema's `$defs.CustomBlockByComponent`, one `if`/`then`
 * per component (`if` the block names it, `then` its endpoints, messages and props), which
 * `CustomBlock` applies through `allOf`. The generated-types test fails when it is stale.
 *
 * `screens:check` compiles the meta-schema without it (`withoutCustomBlockBranches`): its
 * custom-block rules say the same problems once, in the contract's words (`component "countBadge"
 * shows no message "title" (its messages: …)`), and more (methods, placeholders, props' values).
 * The generated types are made without it too: a block's typed props come from its contract.
 */
import type { AnyCustomContract, EndpointNeed, FormNeed, MessageNeed, PropValuesSource } from '../runtime/custom/customContract.ts';

type Json = null | boolean | number | string | Json[] | JsonObject;
type JsonObject = { [key: string]: Json };

/** The def's name in the meta-schema; `CustomBlock` refers to it (`"allOf": [{ "$ref": … }]`). */
export const CUSTOM_BLOCK_BRANCHES = 'CustomBlockByComponent';
const REF = `#/$defs/${CUSTOM_BLOCK_BRANCHES}`;

/** The values an entity property allows (a contract's `propValues` source), when it has a fixed set. */
export type PropValuesOf = (source: PropValuesSource) => readonly unknown[] | undefined;

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const copy = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;
const placeholders = (reads: readonly string[]) => reads.map((name) => `{${name}}`).join(', ');

function endpointSchema(need: EndpointNeed): JsonObject {
  const passed = need.reads && need.reads.length > 0 ? ` (the component passes ${placeholders(need.reads)} to its templates)` : '';
  const payload = need.payload ? ` Its "body" shapes ${need.payload.entity}'s "${need.payload.payload}" payload.` : '';
  // The name's def under `allOf`, not as a sibling `$ref`: an editor would show the def's description instead.
  return { description: `An endpoint of this screen (its name), called with ${need.method}: ${need.description}${passed}.${payload}`, allOf: [{ $ref: '#/$defs/Name' }] };
}

function formSchema(need: FormNeed): JsonObject {
  const shape = need.row.payload ? `${need.row.entity}'s "${need.row.payload}" payload` : `entity "${need.row.entity}"`;
  const also = need.row.also && need.row.also.length > 0 ? ` and ${placeholders(need.row.also)}` : '';
  return { description: `A form of this page's "forms" (its name): ${need.description} (opened for a row of ${shape}${also}).`, allOf: [{ $ref: '#/$defs/Name' }] };
}

function messageSchema(need: MessageNeed): JsonObject {
  const reads = need.reads && need.reads.length > 0 ? `placeholders: ${placeholders(need.reads)}` : 'no placeholders: shown as written';
  return { type: 'string', description: `${need.description} (${reads}).` };
}

/** Exactly these names, each required (the checker wants every one of the contract's). */
function exactly(description: string, entries: Array<[string, JsonObject]>): JsonObject {
  return {
    type: 'object',
    description,
    properties: Object.fromEntries(entries),
    required: entries.map(([name]) => name),
    additionalProperties: false,
  };
}

/** The subschema of `schema` at a `propValues` path (`/`-separated, `*` every item or key). */
function schemaAt(schema: Json | undefined, path: readonly string[]): JsonObject | undefined {
  const [step, ...rest] = path;
  if (!isObject(schema)) return undefined;
  if (step === undefined) return schema;
  if (step === '*') return schemaAt(isObject(schema.items) ? schema.items : schema.additionalProperties, rest);
  return schemaAt(isObject(schema.properties) ? schema.properties[step] : undefined, rest);
}

/**
 * The contract's props schema, with the values of the props it ties to an entity property as an
 * `enum` (completed in the editor), and each prop also taking `{ "use": "<option set>" }`, which
 * stands for a shared option set's values (scripts/screens/shared/resolveShared.ts).
 */
function propsSchema(name: string, contract: AnyCustomContract, valuesOf: PropValuesOf): JsonObject {
  const props = copy(contract.props);
  if (!isObject(props)) return { type: 'object' };
  for (const [path, source] of Object.entries(contract.propValues ?? {})) {
    const target = schemaAt(props, path.split('/'));
    const values = valuesOf(source);
    if (target && values) target.enum = copy(values);
  }
  if (isObject(props.properties)) {
    props.properties = Object.fromEntries(
      Object.entries(props.properties).map(([key, schema]): [string, Json] => [
        key,
        {
          ...(isObject(schema) && typeof schema.description === 'string' ? { description: schema.description } : {}),
          if: { type: 'object', properties: { use: true }, required: ['use'] },
          then: { $ref: '#/$defs/SharedUse' },
          else: schema,
        },
      ]),
    );
  }
  const { type, ...rest } = props;
  return { type: type ?? 'object', description: `Settings of component "${name}" (its contract's JSON Schema): ${contract.description}`, ...rest };
}

/** One component's branch: if the block names it, then its contract's endpoints, messages and props. */
function branch(name: string, contract: AnyCustomContract, valuesOf: PropValuesOf): JsonObject {
  const props = propsSchema(name, contract, valuesOf);
  const propsRequired = Array.isArray(props.required) && props.required.length > 0;
  return {
    if: { type: 'object', properties: { component: { const: name } }, required: ['component'] },
    then: {
      type: 'object',
      properties: {
        endpoints: exactly(
          `The calls of component "${name}", each → an endpoint of this screen: exactly ${Object.keys(contract.endpoints).join(', ') || 'none'}.`,
          Object.entries(contract.endpoints).map(([key, need]) => [key, endpointSchema(need)]),
        ),
        ...(contract.forms && Object.keys(contract.forms).length > 0
          ? {
              forms: exactly(
                `The page's modal forms component "${name}" opens, each role → a form of this page's "forms": exactly ${Object.keys(contract.forms).join(', ')}.`,
                Object.entries(contract.forms).map(([key, need]) => [key, formSchema(need)]),
              ),
            }
          : {}),
        messages: exactly(
          `Every text component "${name}" shows, by its contract's keys: exactly ${Object.keys(contract.messages).join(', ') || 'none'}.`,
          Object.entries(contract.messages).map(([key, need]) => [key, messageSchema(need)]),
        ),
        props,
      },
      ...(propsRequired || contract.forms ? { required: [...(propsRequired ? ['props'] : []), ...(contract.forms ? ['forms'] : [])] } : {}),
    },
  };
}

/** `$defs.CustomBlockByComponent`: a branch per component, by name. */
export function customBlockBranches(contracts: Readonly<Record<string, AnyCustomContract>>, valuesOf: PropValuesOf): JsonObject {
  const names = Object.keys(contracts).sort();
  return {
    title: CUSTOM_BLOCK_BRANCHES,
    description:
      'What a custom block gives for each registered component (its contract, src/custom/<name>/contract.ts): exactly its endpoints and messages, and its props, so an editor completes and checks them. Written here by `npm run gen:types`; `screens:check` says the same problems in the contract\'s words (docs/custom-components.md).',
    type: 'object',
    allOf: names.flatMap((name) => {
      const contract = contracts[name];
      return contract ? [branch(name, contract, valuesOf)] : [];
    }),
  };
}

/** Where the JSON value starting at `start` (an object or array) ends, strings and escapes read as JSON. */
function valueEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error(`unbalanced JSON after offset ${start}`);
}

/** The meta-schema's text with `$defs.CustomBlockByComponent` set to `def` (only that def changes). */
export function withCustomBlockBranches(schemaText: string, def: JsonObject): string {
  const key = `\n    ${JSON.stringify(CUSTOM_BLOCK_BRANCHES)}: `;
  const at = schemaText.indexOf(key);
  if (at < 0 || schemaText.indexOf(key, at + 1) >= 0 || schemaText[at + key.length] !== '{') {
    throw new Error(`schemas/screen.schema.json has no $defs.${CUSTOM_BLOCK_BRANCHES} object (or more than one)`);
  }
  const start = at + key.length;
  const written = JSON.stringify(def, null, 2).replace(/\n/g, '\n    ');
  return `${schemaText.slice(0, start)}${written}${schemaText.slice(valueEnd(schemaText, start))}`;
}

/** The meta-schema without the branches: what `screens:check` compiles and the types are made from. */
export function withoutCustomBlockBranches<T>(schema: T): T {
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.filter((item) => !(isObject(item) && item.$ref === REF)).map(walk);
    if (!isObject(node)) return node;
    const entries = Object.entries(node)
      .filter(([key, value]) => !(key === 'allOf' && Array.isArray(value) && value.every((item) => isObject(item) && item.$ref === REF)))
      .map(([key, value]): [string, Json] => [key, key === '$defs' && isObject(value) ? walk(Object.fromEntries(Object.entries(value).filter(([name]) => name !== CUSTOM_BLOCK_BRANCHES))) : walk(value)]);
    return Object.fromEntries(entries);
  };
  return walk(schema as Json) as T;
}
