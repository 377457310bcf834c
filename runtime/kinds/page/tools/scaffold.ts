/** `screens:new` for a page of one form block: its questions and the definition it writes. */
import type { PageScreen } from '../../../generated/screen.ts';
import { endpointOf, screenHead } from '../../../tooling/scaffold/buildParts.ts';
import { pageFormFields, type Entity } from '../../../tooling/scaffold/entities.ts';
import { askEntity, type KindQuestions } from '../../../tooling/scaffold/questions.ts';
import { parseEndpoint, parseOtherRoute, ScaffoldError, type EndpointSpec, type PageRequest } from '../../../tooling/scaffold/request.ts';
import { formBlockTools } from '../blocks/form/tools.ts';

/** The questions of a page of one form block: its entity, its submit call, the list it is opened from. */
export async function askPage({ flags, context, common, need }: KindQuestions): Promise<{ request: PageRequest; entity: Entity }> {
  const { name: entityName, entity } = await askEntity({ context, need });
  const fields = pageFormFields(entity);
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
    const rowFields = new Set(entity.properties.map((property) => property.name));
    if (!rowFields.has(key.trim())) throw new ScaffoldError(`--key ${JSON.stringify(key)} is not a field of entity ${entityName} (${[...rowFields].join(', ')})`);
    fromList = { route: parseOtherRoute('list-route', listRoute), key: key.trim() };
  }
  const request: PageRequest = { ...common, kind: 'page', file: '', entity: entityName, submit, ...(fromList ? { fromList } : {}) };
  return { request, entity };
}

/** A page of one block over the entity, the one `screens:new` starts every page with: the form block's scaffold (its tools.ts). */
export function buildPage(request: PageRequest, entity: Entity): PageScreen {
  return {
    ...screenHead(request),
    kind: 'page',
    endpoints: { submit: endpointOf(request.submit) },
    blocks: [formBlockTools.scaffold({ id: 'form', entity, submitEndpoint: 'submit', label: request.label, fromList: request.fromList })],
  };
}
