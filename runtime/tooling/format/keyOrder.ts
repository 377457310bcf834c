import { asWritten, isJsonObject, type JsonObject, type JsonValue, type Ordered } from './json.ts';

/**
 * Places of the meta-schema (JSON pointers) whose value is itself a JSON Schema written by the
 * author: ordered by JSON Schema keyword, not by the meta-schema. None today: forms name entity
 * properties (their schemas live in schemas/entities), so a definition holds no JSON Schema.
 */
export const JSON_SCHEMA_SLOTS: readonly string[] = [];

/** JSON Schema keywords in the order they are written; any other keyword follows, alphabetically. */
export const JSON_SCHEMA_KEYWORD_ORDER: readonly string[] = [
  'type', 'title', 'description', 'enum', 'const', 'default', 'format', 'pattern',
  'minLength', 'maxLength', 'minimum', 'maximum', 'items', 'properties', 'required',
];

/** Keywords whose value is one schema, a map of schemas (author's order) or a list of schemas. */
const SUBSCHEMA = new Set([
  'items', 'additionalItems', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties',
  'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'contentSchema',
]);
const SUBSCHEMA_MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SUBSCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Puts the keys of a screen definition in canonical order, following the meta-schema:
 * an object whose schema is known gets the keys its schema declares, in declaration order,
 * then any other key in the author's order (the entries of maps such as `endpoints`, `lookups`,
 * `forms`, a form's `messages`, or message keys beyond the declared ones). `$schema` comes
 * first at the top. `oneOf` branches are chosen by the discriminator (`kind`, `widget`) or,
 * without one, by the branch whose properties the value's keys fit. A form's JSON Schema
 * follows JSON Schema keyword order. Values of unknown schema keep their author's order.
 */
export function orderScreen(value: JsonValue, metaSchema: JsonObject): Ordered {
  const walker = new MetaSchemaWalker(metaSchema);
  const ordered = walker.order(value, ownDef(value) ?? metaSchema);
  if (ordered.type !== 'object') return ordered;
  const first = ordered.entries.filter(([key]) => key === '$schema');
  return { type: 'object', entries: [...first, ...ordered.entries.filter(([key]) => key !== '$schema')] };
}

/** Orders a JSON Schema by keyword (see `JSON_SCHEMA_KEYWORD_ORDER`); data inside (enum, const, default…) keeps its order. */
export function orderJsonSchema(value: JsonValue): Ordered {
  if (!isJsonObject(value)) return asWritten(value);
  const keys = Object.keys(value);
  const known = JSON_SCHEMA_KEYWORD_ORDER.filter((key) => Object.hasOwn(value, key));
  const others = keys.filter((key) => !JSON_SCHEMA_KEYWORD_ORDER.includes(key)).sort(byCodeUnit);
  return {
    type: 'object',
    entries: [...known, ...others].map((key): [string, Ordered] => {
      const item = value[key] as JsonValue;
      if (SUBSCHEMA.has(key)) return [key, Array.isArray(item) ? { type: 'array', items: item.map(orderJsonSchema) } : orderJsonSchema(item)];
      if (SUBSCHEMA_MAP.has(key) && isJsonObject(item)) {
        return [key, { type: 'object', entries: Object.entries(item).map(([name, schema]) => [name, orderJsonSchema(schema)]) }];
      }
      if (SUBSCHEMA_LIST.has(key) && Array.isArray(item)) return [key, { type: 'array', items: item.map(orderJsonSchema) }];
      return [key, asWritten(item)];
    }),
  };
}

/**
 * A file whose `$schema` names a def of the meta-schema (`…/screen.schema.json#/$defs/SharedDefinitions`,
 * a file of screens/shared/) is ordered by that def.
 */
function ownDef(value: JsonValue): JsonObject | undefined {
  const schema = isJsonObject(value) ? value.$schema : undefined;
  const def = typeof schema === 'string' ? /#\/\$defs\/([A-Za-z]+)$/.exec(schema)?.[1] : undefined;
  return def === undefined ? undefined : { $ref: `#/$defs/${def}` };
}

class MetaSchemaWalker {
  private readonly jsonSchemaSlots: ReadonlySet<JsonValue>;

  constructor(private readonly root: JsonObject) {
    this.jsonSchemaSlots = new Set(JSON_SCHEMA_SLOTS.map((pointer) => this.at(pointer)).filter((node) => node !== undefined));
  }

  order(value: JsonValue, schema: JsonValue | undefined): Ordered {
    if (schema !== undefined && this.jsonSchemaSlots.has(schema)) return orderJsonSchema(value);
    const node = schema === undefined ? undefined : this.resolve(schema);
    if (node !== undefined && this.jsonSchemaSlots.has(node)) return orderJsonSchema(value);
    if (Array.isArray(value)) {
      const branch = node && this.branchFor(node, value);
      const items = branch?.items;
      return { type: 'array', items: value.map((item, i) => this.order(item, Array.isArray(items) ? items[i] : items)) };
    }
    if (!isJsonObject(value)) return asWritten(value);
    const branch = node && this.branchFor(node, value);
    if (!branch) return asWritten(value);
    const properties = isJsonObject(branch.properties) ? branch.properties : {};
    const extra = isJsonObject(branch.additionalProperties) ? branch.additionalProperties : undefined;
    const declared = Object.keys(properties).filter((key) => Object.hasOwn(value, key));
    const rest = Object.keys(value).filter((key) => !Object.hasOwn(properties, key));
    return {
      type: 'object',
      entries: [
        ...declared.map((key): [string, Ordered] => [key, this.order(value[key] as JsonValue, properties[key])]),
        ...rest.map((key): [string, Ordered] => [key, this.order(value[key] as JsonValue, extra)]),
      ],
    };
  }

  /** The schema node at a JSON pointer of the meta-schema. */
  private at(pointer: string): JsonValue | undefined {
    let node: JsonValue | undefined = this.root;
    for (const token of pointer.split('/').slice(1)) {
      const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
      node = isJsonObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
    }
    return node;
  }

  /** Follows local `$ref`s (siblings of a `$ref` are annotations here). */
  private resolve(schema: JsonValue): JsonObject | undefined {
    let node: JsonValue | undefined = schema;
    for (let hops = 0; hops < 32 && isJsonObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#'); hops++) {
      node = this.at(node.$ref.slice(1));
    }
    return isJsonObject(node) ? node : undefined;
  }

  /**
   * The branch of a `oneOf`/`anyOf` describing the value: by the discriminator's `const`, else
   * the first branch of the value's type whose properties the keys fit (unknown keys allowed only
   * where the branch allows them), else none.
   */
  private branchFor(node: JsonObject, value: JsonObject | JsonValue[]): JsonObject | undefined {
    // `if`/`then`/`else` (a shared entry's `{ "use": … }`, or the entry written out): the branch the value takes.
    if (isJsonObject(node.if)) {
      const required = Array.isArray(node.if.required) ? node.if.required : [];
      const holds = isJsonObject(value) && required.every((key) => typeof key === 'string' && Object.hasOwn(value, key));
      const taken = holds ? node.then : node.else;
      const branch = taken === undefined ? undefined : this.resolve(taken);
      return branch && this.branchFor(branch, value);
    }
    const choices = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined;
    if (!choices) return accepts(node, value) ? node : undefined;
    const branches = choices.map((choice) => this.resolve(choice)).filter((branch) => branch !== undefined);
    const tag = isJsonObject(node.discriminator) ? node.discriminator.propertyName : undefined;
    let chosen: JsonObject | undefined;
    if (typeof tag === 'string' && isJsonObject(value) && Object.hasOwn(value, tag)) {
      chosen = branches.find((branch) => {
        const property = isJsonObject(branch.properties) ? branch.properties[tag] : undefined;
        const resolved = property === undefined ? undefined : this.resolve(property);
        return resolved !== undefined && Object.hasOwn(resolved, 'const') && resolved.const === value[tag];
      });
    } else {
      chosen = branches.find((branch) => accepts(branch, value) && fits(branch, value));
    }
    return chosen && this.branchFor(chosen, value);
  }
}

function accepts(node: JsonObject, value: JsonObject | JsonValue[]): boolean {
  const wanted = Array.isArray(value) ? 'array' : 'object';
  const type = node.type;
  if (type === undefined) return Array.isArray(value) ? node.items !== undefined : node.properties !== undefined || node.oneOf !== undefined;
  return type === wanted || (Array.isArray(type) && type.includes(wanted));
}

function fits(branch: JsonObject, value: JsonObject | JsonValue[]): boolean {
  if (!isJsonObject(value)) return true;
  const properties = isJsonObject(branch.properties) ? branch.properties : {};
  const required = Array.isArray(branch.required) ? branch.required : [];
  if (!required.every((key) => typeof key === 'string' && Object.hasOwn(value, key))) return false;
  return branch.additionalProperties !== false || Object.keys(value).every((key) => Object.hasOwn(properties, key));
}
