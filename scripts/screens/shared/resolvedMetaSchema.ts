/**
 * The meta-schema as the runtime sees definitions: every place that may name a shared entry
 * (`{ "if": { "required": ["use"] }, "then": <the use>, "else": <written out> }`, the `*Entry`
 * defs) keeps only its written-out form, because definitions are resolved before the runtime
 * reads them (scripts/screens/shared/resolveShared.ts). The generated types are made from this,
 * so `GridScreen['paging']` is a `Paging`, never a `use`.
 */
type Json = null | boolean | number | string | Json[] | JsonObject;
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The written-out form of a "written out, or `use`" choice; undefined for any other subschema. */
function writtenOut(node: JsonObject): JsonObject | undefined {
  const condition = node.if;
  const isChoice = isObject(condition) && Array.isArray(condition.required) && condition.required.length === 1 && condition.required[0] === 'use';
  return isChoice && isObject(node.else) ? node.else : undefined;
}

/**
 * Any other choice by a property (`{ "if": { "required": ["rule"] }, "then": A, "else": B }`: a rule
 * lookup or an endpoint lookup) is, as a type, either branch: `{ "anyOf": [A, B] }`. The schema keeps
 * the `if`, so a definition is told the errors of the one form it meant, not of every form.
 */
function eitherBranch(node: JsonObject): JsonObject | undefined {
  if (!isObject(node.if) || node.then === undefined || node.else === undefined) return undefined;
  const { if: _if, then, else: otherwise, ...rest } = node;
  return { ...rest, anyOf: [then, otherwise] };
}

export function resolvedMetaSchema<T>(schema: T): T {
  const root = schema as Json;
  const defs = isObject(root) && isObject(root.$defs) ? root.$defs : {};
  // `#/$defs/LookupEntry` → its written-out form (`{ "$ref": "#/$defs/Lookup" }`); the choice defs go.
  const redirects = new Map<string, JsonObject>();
  for (const [name, def] of Object.entries(defs)) {
    const written = isObject(def) ? writtenOut(def) : undefined;
    if (written) redirects.set(`#/$defs/${name}`, written);
  }
  const walk = (node: Json, key?: string): Json => {
    if (Array.isArray(node)) return node.map((item) => walk(item));
    if (!isObject(node)) return node;
    const written = writtenOut(node);
    if (written) return walk(written);
    const either = eitherBranch(node);
    if (either) return walk(either);
    const target = typeof node.$ref === 'string' ? redirects.get(node.$ref) : undefined;
    const entries = Object.entries(target ? { ...node, ...target } : node);
    const kept = key === '$defs' ? entries.filter(([name]) => !redirects.has(`#/$defs/${name}`)) : entries;
    return Object.fromEntries(kept.map(([name, value]) => [name, walk(value, name)]));
  };
  return walk(root) as T;
}

/**
 * The schema of a shared definitions file (screens/shared/*.json) on its own: the meta-schema's
 * `SharedDefinitions` def as the root, with the defs it refers to, so its type can be generated.
 */
export function sharedDefinitionsSchema<T>(metaSchema: T): T {
  const root = metaSchema as Json;
  const defs = isObject(root) && isObject(root.$defs) ? root.$defs : {};
  const shared = defs.SharedDefinitions;
  if (!isObject(shared)) throw new Error('the meta-schema has no $defs/SharedDefinitions');
  // Only the defs it reaches: the others would be generated too.
  const reached = new Map<string, Json>();
  const visit = (node: Json): void => {
    if (Array.isArray(node)) node.forEach(visit);
    if (!isObject(node)) return;
    const name = typeof node.$ref === 'string' ? node.$ref.replace(/^#\/\$defs\//, '') : undefined;
    const def = name === undefined ? undefined : defs[name];
    if (name !== undefined && def !== undefined && !reached.has(name)) {
      reached.set(name, def);
      visit(def);
    }
    Object.values(node).forEach(visit);
  };
  visit(shared);
  return { ...shared, $defs: Object.fromEntries(reached) } as T;
}
