/**
 * What a custom block's calls send is the definition's: a component passes values only, so every
 * call but a GET needs its endpoint's `body` (or `graphql`, or `noBody`), and where the contract
 * names the call's payload (`payload`) the body's keys are its properties (every one it requires), and the placeholders past a value the component passes as an entity's record
 * (`readTypes`: `{schedule.version}`) must name fields of it. The payload is then read by the
 * checker and shown by `screens:diff`, where a component building it in code would hide it.
 */
import type { CustomBlock, PageScreen } from '../../../../../generated/screen';
import type { EntityShape } from '../../../../../custom/customContract.ts';
import type { EntityFields } from '../../../../../tooling/entityFields.ts';
import { esc } from '../../../../../tooling/jsonPointer.ts';
import type { Problem } from '../../../../../tooling/templateRules.ts';
import { bodyKeyProblems, payloadFields, payloadName as nameOf } from '../../../../../tooling/sentPayloadRules.ts';
import { contractOf, type ContractRegistry } from './customBlockRules.ts';

/** The fields of an entity (or of one payload of it), or undefined when the entity or payload is unknown. */
export const shapeFields = payloadFields;

/** Every problem of the bodies the block's calls leave to the definition. */
export function payloadProblems(screen: PageScreen, block: CustomBlock, at: string, registry: ContractRegistry, entities: EntityFields): Problem[] {
  const contract = contractOf(block, registry);
  if (!contract) return [];
  const problems: Problem[] = [];
  for (const [role, name] of Object.entries(block.endpoints)) {
    const need = Object.hasOwn(contract.endpoints, role) ? contract.endpoints[role] : undefined;
    const endpoint = name === undefined ? undefined : screen.endpoints[name];
    // A GET sends no body (a call of the wrong method is said by the contract's rule once).
    if (!endpoint || name === undefined || endpoint.method === 'GET' || need?.method === 'GET') continue;
    const payload = need?.payload;
    const fields = payload ? shapeFields(payload, entities) : undefined;
    const pointer = `/endpoints/${esc(name)}`;
    if (payload && !fields) problems.push([`${at}/component`, `component "${block.component}": its contract shapes "${role}" by ${nameOf(payload)}, which schemas/entities/ does not have`, 'custom.payload.unknown-entity']);
    // Without a body of its own, a call would send the values it was given over the whole page state.
    if (!endpoint.body && !endpoint.graphql && endpoint.noBody !== true) {
      const shape = payload && fields ? ` (${nameOf(payload)}: ${[...fields].join(', ')})` : '';
      problems.push([pointer, `endpoint "${name}" has no "body": component "${block.component}" passes values for "${role}" and the definition shapes its payload${shape}`, 'custom.payload.needs-body']);
      continue;
    }
    if (!payload || !fields || !endpoint.body) continue;
    problems.push(...bodyKeyProblems(`${pointer}/body`, Object.keys(endpoint.body), payload, entities, { unknownKey: 'custom.payload.unknown-key', missingRequired: 'custom.payload.missing-required' }));
  }
  return problems;
}

/**
 * Whether a placeholder of a call's templates reads what the component passes: one of its
 * `reads`, and past a value typed by `readTypes`, a field of that entity or payload.
 */
export function readsPassedValue(path: string, reads: ReadonlySet<string>, types: Readonly<Record<string, EntityShape>>, entities: EntityFields): boolean {
  const [head = '', field] = path.split('.');
  if (!reads.has(head)) return false;
  const shape = Object.hasOwn(types, head) ? types[head] : undefined;
  if (!shape || field === undefined) return true;
  return shapeFields(shape, entities)?.has(field) ?? false;
}

/** Why a placeholder past a typed passed value names nothing: the fields it could name. */
export function passedFieldProblem(path: string, types: Readonly<Record<string, EntityShape>>, entities: EntityFields): string | undefined {
  const [head = '', field] = path.split('.');
  const shape = Object.hasOwn(types, head) ? types[head] : undefined;
  const fields = shape ? shapeFields(shape, entities) : undefined;
  if (!shape || !fields || field === undefined || fields.has(field)) return undefined;
  return `"${head}" (${nameOf(shape)}) has no field "${field}" (${[...fields].join(', ')})`;
}
