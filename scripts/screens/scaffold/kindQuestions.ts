import type { Flags, Question, ScaffoldContext } from './collect.ts';
import { addFormFields } from './buildScreen.ts';
import { guessRowKey, pageFormFields, type Entity } from './entities.ts';
import { parseEndpoint, parseOtherRoute, ScaffoldError, type EndpointSpec, type GridRequest, type PageRequest } from './request.ts';

/** What a kind's questions (`scaffold.ask` in its tools.ts) are asked with, and what every request has. */
export interface KindQuestions {
  flags: Flags;
  context: ScaffoldContext;
  /** The route, title, menu entry, description and `force` every request has; `file` is asked after. */
  common: Pick<GridRequest, 'route' | 'title' | 'label' | 'force' | 'group' | 'description'>;
  /** The flag's value, or the answer asked; none when optional and not given. */
  obtain<T>(q: Question<T>): Promise<T | undefined>;
  /** The same, refused when there is none. */
  need<T>(q: Question<T>): Promise<T>;
  /** A switch, asked as a yes or no. */
  yesNo(flag: string, question: string): Promise<boolean>;
}

/** The questions of a page of one form block: its entity, its submit call, the list it is opened from. */
export async function askPage({ flags, context, common, need }: KindQuestions): Promise<{ request: PageRequest; entity: Entity }> {
  const askEntity = () =>
    need({
      flag: 'entity',
      question: `Entity (${context.entities.join(', ')})`,
      example: '--entity warehouse',
      parse: (text) => {
        const name = text.trim();
        if (!context.entities.includes(name)) {
          throw new ScaffoldError(`--entity ${JSON.stringify(name)} is unknown: no schemas/entities/${name}.schema.json (known: ${context.entities.join(', ')})`);
        }
        return name;
      },
    });
  const entityName = await askEntity();
  const loaded = await context.loadEntity(entityName);
  const entity = loaded;
  const fields = pageFormFields(loaded);
  if (fields.length === 0) throw new ScaffoldError(`--entity ${JSON.stringify(entityName)} has no properties to edit in a form`);
  const submit = await need<EndpointSpec>({
    flag: 'submit',
    question: `Submit call, e.g. POST /${entityName}`,
    example: `--submit "POST /${entityName}"`,
    parse: (text) => parseEndpoint('submit', text, { names: new Set(fields.map((property) => property.name)), what: 'a field of the form' }),
  });
  const listRoute = flags.get('list-route');
  const key = flags.get('key');
  if (listRoute === true || key === true) throw new ScaffoldError('--list-route and --key need a value');
  if (key !== undefined && listRoute === undefined) throw new ScaffoldError('--key applies with --list-route only');
  let fromList: { route: string; key: string } | undefined;
  if (listRoute !== undefined) {
    if (key === undefined) throw new ScaffoldError('--list-route needs --key: the field the list carries to identify the row');
    const rowFields = new Set(loaded.properties.map((property) => property.name));
    if (!rowFields.has(key.trim())) throw new ScaffoldError(`--key ${JSON.stringify(key)} is not a field of entity ${entityName} (${[...rowFields].join(', ')})`);
    fromList = { route: parseOtherRoute('list-route', listRoute), key: key.trim() };
  }
  const request: PageRequest = { ...common, kind: 'page', file: '', entity: entityName, submit, ...(fromList ? { fromList } : {}) };
  return { request, entity };
}

/** The questions of a grid: its entity, row key and calls, and the switches not asked (selection, export, form route). */
export async function askGrid({ flags, context, common, need, obtain, yesNo }: KindQuestions): Promise<{ request: GridRequest; entity: Entity }> {
  const entityName = await need({
    flag: 'entity',
    question: `Entity (${context.entities.join(', ')})`,
    example: '--entity warehouse',
    parse: (text) => {
      const name = text.trim();
      if (!context.entities.includes(name)) {
        throw new ScaffoldError(`--entity ${JSON.stringify(name)} is unknown: no schemas/entities/${name}.schema.json (known: ${context.entities.join(', ')})`);
      }
      return name;
    },
  });
  const loaded = await context.loadEntity(entityName);
  const entity = loaded;
  const fieldNames = new Set(loaded.properties.map((property) => property.name));
  if (fieldNames.size === 0) throw new ScaffoldError(`--entity ${JSON.stringify(entityName)} has no properties to show as columns`);
  const rowKey = await need({
    flag: 'row-key',
    question: 'Row key (field identifying a row)',
    fallback: guessRowKey(loaded),
    parse: (text) => {
      if (!fieldNames.has(text.trim())) throw new ScaffoldError(`--row-key ${JSON.stringify(text)} is not a field of entity ${entityName} (${[...fieldNames].join(', ')})`);
      return text.trim();
    },
  });
  const rowFields = { names: fieldNames, what: `a field of entity ${entityName}` };
  const formFields = { names: new Set(addFormFields(loaded, rowKey).map((property) => property.name)), what: 'a field of the Add New form' };
  const endpoint = (flag: string, example: string, optional: boolean, fields?: typeof rowFields) =>
    obtain<EndpointSpec>({
      flag,
      question: `${flag === 'list' ? 'List' : flag.charAt(0).toUpperCase() + flag.slice(1)} call, e.g. ${example}${optional ? ' (empty for none)' : ''}`,
      example: `--${flag} "${example}"`,
      optional,
      parse: (text) => parseEndpoint(flag, text, fields),
    });
  const list = await endpoint('list', `GET /${entityName}`, false);
  if (!list) throw new ScaffoldError('missing --list');
  const paged = await yesNo('paged', 'Does the list answer one page { result, meta: [{ totalrows }] } (server paging)?');
  const create = await endpoint('create', `POST /${entityName}`, true, formFields);
  const update = await endpoint('update', `PUT /${entityName}/{${rowKey}}`, true, rowFields);
  const remove = await endpoint('delete', `DELETE /${entityName}/{${rowKey}}`, true, rowFields);
  const selection = flags.get('selection');
  if (selection !== undefined && selection !== 'single' && selection !== 'multi') throw new ScaffoldError('--selection must be single or multi');
  const request: GridRequest = {
    ...common,
    kind: 'grid',
    file: '',
    entity: entityName,
    rowKey,
    list,
    paged,
    ...(selection !== undefined ? { selection } : {}),
    ...(flags.has('export') ? { export: true } : {}),
    ...(typeof flags.get('form-route') === 'string' ? { formRoute: parseOtherRoute('form-route', String(flags.get('form-route'))) } : {}),
    ...(create ? { create } : {}),
    ...(update ? { update } : {}),
    ...(remove ? { delete: remove } : {}),
  };
  return { request, entity };
}
