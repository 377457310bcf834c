/** A mutant: one realistic author mistake at one place of one definition, and how to make it. */
import { esc } from '../../../runtime/tooling/jsonPointer.ts';

export type OperatorName = 'fieldName' | 'endpoint' | 'messageKey' | 'condition' | 'lookup' | 'placeholder' | 'required' | 'sharedUse' | 'customProp' | 'route';

export const OPERATORS: readonly OperatorName[] = ['fieldName', 'endpoint', 'messageKey', 'condition', 'lookup', 'placeholder', 'required', 'sharedUse', 'customProp', 'route'];

export interface Mutant {
  /** The definition's path (`screens/rates/delivery-rate.screen.json`). */
  file: string;
  /** The JSON Pointer of the value (or key) changed. */
  pointer: string;
  operator: OperatorName;
  /** What the change is, in words: `"name" → "nme"`. */
  change: string;
  /** Changes a deep copy of the definition's data in place. */
  apply(data: unknown): void;
}

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tokens of a JSON Pointer. */
export const tokensOf = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));

export const pointerOf = (tokens: readonly string[]): string => tokens.map((token) => `/${esc(token)}`).join('');

/** The container holding the last token of `pointer` (an object or an array), and that token. */
function parentOf(data: unknown, pointer: string): { parent: JsonObject | unknown[]; key: string } {
  const tokens = tokensOf(pointer);
  const key = tokens.pop();
  let node = data;
  for (const token of tokens) node = Array.isArray(node) ? node[Number(token)] : isObject(node) ? node[token] : undefined;
  if (key === undefined || !(isObject(node) || Array.isArray(node))) throw new Error(`no value at ${pointer}`);
  return { parent: node, key };
}

/** Sets the value at `pointer` (an existing place, or a new key of an object). */
export function setAt(data: unknown, pointer: string, value: unknown): void {
  const { parent, key } = parentOf(data, pointer);
  if (Array.isArray(parent)) parent[Number(key)] = value;
  else parent[key] = value;
}

/** Removes the key at `pointer`. */
export function removeAt(data: unknown, pointer: string): void {
  const { parent, key } = parentOf(data, pointer);
  if (Array.isArray(parent)) throw new Error(`${pointer} is an item, not a key`);
  delete parent[key];
}

/** Renames the key at `pointer` to `to`, keeping the keys' order (an author retypes the key in place). */
export function renameAt(data: unknown, pointer: string, to: string): void {
  const { parent, key } = parentOf(data, pointer);
  if (Array.isArray(parent)) throw new Error(`${pointer} is an item, not a key`);
  const entries = Object.entries(parent);
  for (const [name] of entries) delete parent[name];
  for (const [name, value] of entries) parent[name === key ? to : name] = value;
}

/** A mutant that writes `to` where `from` was. */
export function replacing(file: string, pointer: string, operator: OperatorName, from: unknown, to: unknown, what = ''): Mutant {
  const change = `${what}${JSON.stringify(from)} → ${JSON.stringify(to)}`;
  return { file, pointer, operator, change, apply: (data) => setAt(data, pointer, to) };
}

/** A mutant that renames a key. */
export function renaming(file: string, pointer: string, operator: OperatorName, from: string, to: string, what = 'key '): Mutant {
  return { file, pointer, operator, change: `${what}${JSON.stringify(from)} → ${JSON.stringify(to)}`, apply: (data) => renameAt(data, pointer, to) };
}

/** The key a mutant is known by (in the known survivors list): file, pointer and change. */
export const mutantKey = (mutant: Pick<Mutant, 'file' | 'pointer' | 'change'>): string => `${mutant.file}:${mutant.pointer} ${mutant.change}`;
