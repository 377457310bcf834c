/** Endpoints by name: method, path, service, answer paths, body and query templates, success status and condition. */
import { conditionFact } from './conditions';
import { change, otherProperties, push, scalar, templateMap } from './facts';
import { isObject, objectAt, stringAt, unionKeys, type Json, type JsonObject } from './json';
import { code, list } from './markdown';
import type { Change } from './model';

const KNOWN = ['method', 'path', 'service', 'graphql', 'query', 'body', 'rows', 'total', 'successStatus', 'succeedsWhen', 'successText', 'errorText'];

/** A GraphQL call's document (long: said changed, not quoted) and its variables, template by template. */
export function graphqlFacts(before: JsonObject | undefined, after: JsonObject | undefined): string[] {
  if (!before && !after) return [];
  if (!after) return ['GraphQL document removed (no longer a GraphQL call)'];
  const facts: string[] = [];
  if (!before) facts.push('GraphQL document set (now a GraphQL call)');
  else if (stringAt(before, 'query') !== stringAt(after, 'query')) facts.push('GraphQL document changed');
  facts.push(...templateMap('GraphQL variable', objectAt(before, 'variables') ?? {}, objectAt(after, 'variables') ?? {}), ...otherProperties(before, after, ['query', 'variables'], 'GraphQL '));
  return facts;
}

/** `GET /places/zone`, and the service when it is not the admin API. */
export function describeEndpoint(endpoint: JsonObject | undefined): string {
  const call = code(`${stringAt(endpoint, 'method') ?? '?'} ${stringAt(endpoint, 'path') ?? '?'}`);
  const service = stringAt(endpoint, 'service');
  return service === undefined || service === 'admin' ? call : `${call} on ${code(service)}`;
}

export interface EndpointFacts {
  facts: string[];
  /** What changed that decides what is written where: method, path, service, body. */
  risky: string[];
}

/** How one endpoint changed, clause by clause. */
export function endpointFacts(before: JsonObject, after: JsonObject): EndpointFacts {
  const facts: string[] = [];
  const risky: string[] = [];
  const method = scalar('method', before.method, after.method);
  const path = scalar('path', before.path, after.path);
  const service = scalar('service', before.service, after.service, { fallback: 'admin' });
  const body = [...templateMap('body', before.body, after.body, 'the form values or row'), ...graphqlFacts(objectAt(before, 'graphql'), objectAt(after, 'graphql'))];
  push(facts, method, path, service);
  facts.push(...templateMap('query', before.query, after.query), ...body);
  push(
    facts,
    scalar('rows at', before.rows, after.rows, { absent: '(whole answer)' }),
    scalar('total at', before.total, after.total, { absent: '(none)' }),
    scalar('success status', before.successStatus, after.successStatus, { absent: '(any 2xx)' }),
    conditionFact('an answer is a success only when', before.succeedsWhen, after.succeedsWhen),
    scalar('success text at', before.successText, after.successText, { fallback: 'success' }),
    scalar('error text at', before.errorText, after.errorText, { fallback: 'error' }),
  );
  facts.push(...otherProperties(before, after, KNOWN));
  if (method) risky.push('method');
  if (path) risky.push('path');
  if (service) risky.push('service');
  if (body.length > 0) risky.push('body');
  return { facts, risky };
}

export function diffEndpoints(before: JsonObject, after: JsonObject): Change[] {
  const b = objectAt(before, 'endpoints');
  const a = objectAt(after, 'endpoints');
  return unionKeys(b, a).flatMap((name) => diffEndpoint(name, b?.[name], a?.[name]));
}

function diffEndpoint(name: string, before: Json | undefined, after: Json | undefined): Change[] {
  const key = `endpoints/${name}`;
  const subject = `Endpoint ${code(name)}`;
  if (before === undefined && isObject(after)) {
    const body = objectAt(after, 'body');
    return change('endpoints', key, subject, [
      `added: ${describeEndpoint(after)}${body ? `, body ${list(Object.keys(body).sort().map(code))}` : ''}`,
    ]);
  }
  if (isObject(before) && after === undefined) return change('endpoints', key, subject, [`removed (was ${describeEndpoint(before)})`]);
  const { facts, risky } = endpointFacts(isObject(before) ? before : {}, isObject(after) ? after : {});
  const risk = risky.length > 0 ? `endpoint ${code(name)}: ${risky.join(', ')} changed` : undefined;
  return change('endpoints', key, subject, facts, risk);
}
