import type { Endpoint } from '../generated/screen';
import type { EntityFields } from './entityFields.ts';
import { esc } from './jsonPointer.ts';
import { oneOfFix } from './problemCodes.ts';
import type { Found } from './problems.ts';

/** An entity of `schemas/entities/` (its own properties), or one payload of its `$defs`. */
export interface PayloadShape {
  entity: string;
  payload?: string;
}

/** How a rule words and files the problems of a body against its payload. */
export interface PayloadCodes {
  unknownKey: Found[2];
  missingRequired: Found[2];
}

export const payloadName = (shape: PayloadShape): string => (shape.payload ? `${shape.entity}'s "${shape.payload}" payload` : `entity "${shape.entity}"`);

/** The fields of an entity (or of one payload of it), or undefined when the entity or payload is unknown. */
export function payloadFields(shape: PayloadShape, entities: EntityFields): ReadonlySet<string> | undefined {
  const entity = entities.get(shape.entity);
  if (!entity) return undefined;
  return shape.payload === undefined ? entity.fields : entity.payloads.get(shape.payload);
}

/** The problems of one body (its keys, at `pointer`) against a payload: a key it does not have, a property it requires left out. */
export function bodyKeyProblems(pointer: string, keys: readonly string[], shape: PayloadShape, entities: EntityFields, codes: PayloadCodes): Found[] {
  const fields = payloadFields(shape, entities);
  if (!fields) return [];
  const listed = [...fields].join(', ');
  const problems: Found[] = keys.filter((key) => !fields.has(key)).map((key) => [`${pointer}/${esc(key)}`, `"${key}" is not a property of ${payloadName(shape)} (${listed})`, codes.unknownKey, oneOfFix([...fields])] as const);
  const required = entities.get(shape.entity)?.required?.get(shape.payload ?? '') ?? new Set<string>();
  for (const key of required) if (!keys.includes(key)) problems.push([pointer, `the body lacks "${key}", which ${payloadName(shape)} requires`, codes.missingRequired]);
  return problems;
}

/** A body a page sends to an endpoint: where it is written, the endpoint it goes to, its keys. */
export interface SentBody {
  pointer: string;
  endpoint: string;
  keys: readonly string[];
}

const ENDPOINT_CODES: PayloadCodes = { unknownKey: 'endpoint.payload.unknown-key', missingRequired: 'endpoint.payload.missing-required' };

/**
 * An endpoint's `payload` holds every body sent to it to that payload: its own `body` and each
 * body a screen sends it (a form submit's, a step's, an undo's). A payload naming an entity or
 * payload schemas/entities/ lacks is said once, at the endpoint.
 */
export function sentPayloadProblems(endpoints: Readonly<Record<string, Endpoint | undefined>>, sent: readonly SentBody[], entities: EntityFields): Found[] {
  const problems: Found[] = [];
  for (const [name, called] of Object.entries(endpoints)) {
    const shape = called?.payload;
    if (!shape) continue;
    const at = `/endpoints/${esc(name)}`;
    if (!payloadFields(shape, entities)) {
      problems.push([`${at}/payload`, `no ${payloadName(shape)} in schemas/entities/`, 'endpoint.payload.unknown-entity']);
      continue;
    }
    if (called.body) problems.push(...bodyKeyProblems(`${at}/body`, Object.keys(called.body), shape, entities, ENDPOINT_CODES));
    for (const body of sent) if (body.endpoint === name) problems.push(...bodyKeyProblems(body.pointer, body.keys, shape, entities, ENDPOINT_CODES));
  }
  return problems;
}
