import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Endpoint, MenuGroup, ScreenDefinition } from '../../generated/screen.ts';

type Kind = ScreenDefinition['kind'];
import { placeholdersOf } from '../../templates/template.ts';
import { isJsonObject, type JsonValue } from '../format/json.ts';
import { screenMetaSchema } from '../format/formatScreen.ts';
import { slug } from './text.ts';

/** A refusal: what was asked cannot be scaffolded. The message names the flag; exit code 2. */
export class ScaffoldError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'ScaffoldError';
  }
}

export type HttpMethod = Endpoint['method'];

export interface EndpointSpec {
  method: HttpMethod;
  path: string;
}

export interface CommonRequest {
  route: string;
  title: string;
  group?: MenuGroup;
  label: string;
  description?: string;
  /** Path of the definition relative to the project root, with `/`. */
  file: string;
  force: boolean;
}

/** The request of a kind that needs nothing beyond route, title and menu (the dashboard, the catalogue). */
export type PlainRequest<K extends Kind> = CommonRequest & { kind: K };

export type DashboardRequest = PlainRequest<'dashboard'>;

export interface GridRequest extends CommonRequest {
  kind: 'grid';
  entity: string;
  rowKey: string;
  list: EndpointSpec;
  create?: EndpointSpec;
  update?: EndpointSpec;
  delete?: EndpointSpec;
  /** The list answer is one page (`{ result, meta: [{ totalrows }] }`): server paging. */
  paged: boolean;
  /** Checkbox row selection. */
  selection?: 'single' | 'multi';
  /** An Export CSV button (`<route's last segment>.csv`, with a byte-order mark). */
  export?: boolean;
  /** The form screen of the rows: a 'New …' button opening it empty and an 'Update' row action opening it with the row (`navigate`). */
  formRoute?: string;
}

export type CatalogueRequest = PlainRequest<'catalogue'>;

/** A page of one form block over an entity (its create payload when it has one), submitting to one call. */
export interface PageRequest extends CommonRequest {
  kind: 'page';
  entity: string;
  submit: EndpointSpec;
  /** The list the form is opened from: the form starts from the row it carries (its key `key`), and goes back to it after a success. */
  fromList?: { route: string; key: string };
}

/** Everything the scaffold needs to write one definition. */
export type ScaffoldRequest = GridRequest | PageRequest | PlainRequests<Exclude<Kind, (GridRequest | PageRequest)['kind']>>;

/** A plain request for each kind asking nothing more (a kind added to the meta-schema is one until it asks more). */
type PlainRequests<K extends Kind> = K extends Kind ? PlainRequest<K> : never;

function metaAt(...path: string[]): JsonValue | undefined {
  let node: JsonValue | undefined = screenMetaSchema;
  for (const key of path) node = isJsonObject(node) ? node[key] : undefined;
  return node;
}

const stringsAt = (...path: string[]): string[] => {
  const node = metaAt(...path);
  return Array.isArray(node) ? node.filter((item) => typeof item === 'string') : [];
};

/** The menu groups of the meta-schema, in menu order. */
export const MENU_GROUPS: readonly string[] = stringsAt('$defs', 'MenuGroup', 'enum');
const METHODS: readonly string[] = stringsAt('$defs', 'Endpoint', 'properties', 'method', 'enum');
const routePattern = metaAt('$defs', 'SecureRoute', 'pattern');
const SECURE_ROUTE = new RegExp(typeof routePattern === 'string' ? routePattern : '^/secure(/[A-Za-z0-9{}_-]+)+$');

export const quote = (text: string) => JSON.stringify(text);

export function parseRoute(text: string): string {
  const route = text.trim();
  if (!SECURE_ROUTE.test(route)) {
    throw new ScaffoldError(
      `--route ${quote(text)} is malformed: a route is /secure followed by segments of letters, digits, _ or - (or {param}), e.g. /secure/places/warehouse`,
    );
  }
  return route;
}

/** A route another screen has (`--form-route`, `--list-route`): well formed, like `--route`. */
export function parseOtherRoute(flag: string, text: string): string {
  const route = text.trim();
  if (!SECURE_ROUTE.test(route)) throw new ScaffoldError(`--${flag} ${quote(text)} is malformed: a route is /secure followed by segments of letters, digits, _ or - (or {param})`);
  return route;
}

export function parseText(flag: string, text: string): string {
  const value = text.trim();
  if (value === '') throw new ScaffoldError(`--${flag} is empty: give a text`);
  return value;
}

export function parseGroup(text: string): MenuGroup {
  const group = MENU_GROUPS.find((item) => item.toLowerCase() === text.trim().toLowerCase());
  if (!group) throw new ScaffoldError(`--group ${quote(text)} is not a menu group: one of ${MENU_GROUPS.join(', ')}`);
  return group as MenuGroup;
}

/** `GET /warehouse` → `{ method: 'GET', path: '/warehouse' }`; `{field}` placeholders allowed where `fields` has them. */
export function parseEndpoint(flag: string, text: string, fields?: { names: ReadonlySet<string>; what: string }): EndpointSpec {
  const match = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(text);
  const method = match?.[1]?.toUpperCase();
  const path = match?.[2];
  if (!method || !path || !METHODS.includes(method) || /[{}]/.test(path.replace(/\{[^{}]+\}/g, ''))) {
    throw new ScaffoldError(
      `--${flag} ${quote(text)} is malformed: write "METHOD /path" with METHOD one of ${METHODS.join(', ')}, e.g. "${EXAMPLES[flag] ?? 'GET /warehouse'}"`,
    );
  }
  if (fields) {
    for (const { path: name } of placeholdersOf(path)) {
      if (!fields.names.has(name)) {
        throw new ScaffoldError(`--${flag} ${quote(text)}: placeholder {${name}} is not ${fields.what} (${[...fields.names].join(', ')})`);
      }
    }
  }
  return { method: method as HttpMethod, path };
}

const EXAMPLES: Record<string, string> = {
  list: 'GET /warehouse',
  create: 'POST /warehouse',
  update: 'PUT /warehouse/{id}',
  delete: 'DELETE /warehouse/{id}',
  submit: 'POST /warehouse',
};

/** A `--file` inside `screens/` ending in `.screen.json`, as a path relative to `root`. */
export function parseFile(text: string, root: string): string {
  const absolute = isAbsolute(text.trim()) ? text.trim() : resolve(root, text.trim());
  const file = relative(root, absolute).split(sep).join('/');
  if (!file.startsWith('screens/') || !file.endsWith('.screen.json') || file.split('/').includes('..')) {
    throw new ScaffoldError(`--file ${quote(text)} must be a screens/**/*.screen.json path (definitions live under screens/)`);
  }
  return file;
}

/** `screens/<area>/<name>.screen.json` from the route's segments (the menu group's folder for a one-segment route). */
export function defaultFile(route: string, group: string | undefined): string {
  const segments = route.split('/').slice(2).filter((segment) => segment !== '' && !segment.startsWith('{'));
  const name = segments.pop() ?? 'screen';
  const area = segments.length > 0 ? segments : group ? [slug(group)] : [];
  return ['screens', ...area, `${name}.screen.json`].join('/');
}

export function parseYesNo(flag: string, text: string): boolean {
  const answer = text.trim().toLowerCase();
  if (['y', 'yes'].includes(answer)) return true;
  if (['n', 'no', ''].includes(answer)) return false;
  throw new ScaffoldError(`${flag}: answer y or n`);
}
