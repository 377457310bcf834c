import { MAX_JSON_BODY_BYTES } from '../../../server/api/common';
import type { RouteDescription } from '../../../server/api/routes';
import { badBodies } from './bodyCases';
import { badMultipartBodies, encodeParts, MULTIPART_CONTENT_TYPE, validParts } from './multipartCases';
import { badPathParameters, badQueryValues, sampleParameter, unknownQueryParameters, type BadParameter } from './parameterCases';
import { seedOf, seededRandom } from './random';
import { JSON_TYPE, type BadRequest } from './request';
import { asSchema, sampleOf } from './schemaSample';

/** A call of a mounted service, as its app's route table and registry say. */
export interface Endpoint {
  mount: string;
  route: RouteDescription;
}

export const MIN_REQUESTS_PER_ENDPOINT = 105;

const MALFORMED_JSON = ['{', '{"a":', "{'a':1}", '[1,]', 'NaN', '{"a":1}}', 'undefined', '\u0000', '{"a":1,}', '{"a":"\\x"}', '"\\ud800', '{"a" 1}', '}{'];
const NOT_JSON_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/json', 'application/jsonx', undefined];

/**
 * At least MIN_REQUESTS_PER_ENDPOINT bad requests for one endpoint, made from its declared
 * schemas and seeded by the endpoint and `seed` (the same list on every run).
 */
export function badRequests(endpoint: Endpoint, seed: number): BadRequest[] {
  const { mount, route } = endpoint;
  const random = seededRandom(seedOf(`${route.method} ${mount}${route.path}`, seed));
  const params = route.params?.properties ?? {};
  const pathWith = (name?: string, value?: string) =>
    `${mount}${route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, param: string) => (param === name && value !== undefined ? value : sampleParameter(asSchema(params[param] ?? {}))))}`;
  const basePath = pathWith();
  const baseBody = route.body ? JSON.stringify(sampleOf(asSchema(route.body))) : undefined;
  const common = route.multipart
    ? { method: route.method, contentType: MULTIPART_CONTENT_TYPE, body: encodeParts(validParts(route.multipart)) }
    : { method: route.method, contentType: baseBody === undefined ? undefined : JSON_TYPE, body: baseBody };
  const requests: BadRequest[] = [];
  const inQuery = (bad: BadParameter) => `${basePath}?${bad.name}=${bad.value}`;

  if (route.params) {
    for (const bad of badPathParameters(route.params)) requests.push({ ...common, what: bad.what, path: pathWith(bad.name, bad.value), status: [400], fields: [bad.name] });
  }
  for (const bad of badQueryValues(route.query)) {
    requests.push({ ...common, what: bad.what, path: inQuery(bad), status: [400], fields: [bad.name, bad.name.replace('[]', '')] });
  }
  if (route.multipart) {
    for (const bad of badMultipartBodies(route.multipart, random)) requests.push({ ...common, ...bad, what: `multipart: ${bad.what}`, path: basePath });
  } else if (route.body) {
    const schema = asSchema(route.body);
    for (const bad of badBodies(schema, random, 60)) {
      requests.push({ ...common, what: `body: ${bad.what}`, path: basePath, body: bad.text, status: [400], fields: bad.fields });
    }
    for (const text of MALFORMED_JSON) requests.push({ ...common, what: `malformed JSON ${JSON.stringify(text)}`, path: basePath, body: text, status: [400] });
    if (baseBody !== undefined) {
      requests.push({ ...common, what: 'the base body cut short', path: basePath, body: baseBody.slice(0, -1), status: [400] });
      requests.push({ ...common, what: 'the base body and garbage', path: basePath, body: `${baseBody}x`, status: [400] });
      for (const type of NOT_JSON_TYPES) requests.push({ ...common, what: `Content-Type ${type ?? 'missing'}`, path: basePath, contentType: type, status: [415] });
      const filler = 'x'.repeat(MAX_JSON_BODY_BYTES);
      requests.push({ ...common, what: 'a body over 1 MiB', path: basePath, body: JSON.stringify({ filler }), status: [413] });
    }
    if ((schema.required ?? []).length > 0) requests.push({ ...common, what: 'an empty body', path: basePath, body: '', status: [400], fields: schema.required });
  } else {
    for (const [what, body, contentType] of [['a JSON body', '{}', JSON_TYPE], ['a JSON body with fields', '{"x":1}', JSON_TYPE], ['malformed JSON', '{', JSON_TYPE], ['a text body', 'hello', 'text/plain']] as const) {
      requests.push({ method: route.method, what: `${what} to a call without one`, path: basePath, body, contentType, status: [400] });
    }
  }
  const missing = Math.max(15, MIN_REQUESTS_PER_ENDPOINT - requests.length);
  for (const bad of unknownQueryParameters(route.query, random, missing)) {
    requests.push({ ...common, what: bad.what, path: inQuery(bad), status: [400], fields: [decodeURIComponent(bad.name)] });
  }
  return requests;
}
