/**
 * Every endpoint a definition declares (a `method` and a `path`, wherever it sits: the screen's
 * endpoints, a sub-table's, a lookup's) is a route its service answers with that method. The
 * routes come from the context (the command line reads them off the services' own route tables):
 * without them the rule says nothing. A `{placeholder}` segment may stand for any segment.
 */
import type { ServiceRoutes } from './checkContext.ts';
import { esc } from './jsonPointer.ts';
import type { Found } from './problems.ts';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

const segmentsOf = (path: string): string[] => path.split('?')[0]!.replace(/\/+$/, '').split('/').slice(1);

/** Whether an endpoint's path (with `{…}` templates) can be a request to a route pattern (`:param`, `*`). */
export function pathFitsRoute(path: string, route: string): boolean {
  const [asked, answered] = [segmentsOf(path), segmentsOf(route)];
  for (const [index, segment] of answered.entries()) {
    if (segment === '*') return true;
    const wanted = asked[index];
    if (wanted === undefined) return segment.endsWith('?');
    if (segment.startsWith(':') || wanted.includes('{')) continue;
    if (segment !== wanted) return false;
  }
  return asked.length === answered.length;
}

interface DeclaredEndpoint {
  pointer: string;
  method: string;
  path: string;
  service: string;
}

/** The endpoints of a definition (any object with an HTTP method and a path), with their pointers. */
function declaredEndpoints(value: unknown, pointer = ''): DeclaredEndpoint[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => declaredEndpoints(item, `${pointer}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own: DeclaredEndpoint[] =
    typeof record.method === 'string' && METHODS.has(record.method) && typeof record.path === 'string'
      ? [{ pointer, method: record.method, path: record.path, service: typeof record.service === 'string' ? record.service : 'admin' }]
      : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => declaredEndpoints(child, `${pointer}/${esc(key)}`))];
}

/** Every endpoint of the definition no route of its service answers, or answers with another method. */
export function endpointRouteProblems(screen: unknown, services: ServiceRoutes | undefined): Found[] {
  if (!services) return [];
  return declaredEndpoints(screen).flatMap(({ pointer, method, path, service }): Found[] => {
    const routes = services[service];
    if (!routes) return [];
    const fitting = routes.filter((route) => pathFitsRoute(path, route.path));
    if (fitting.length === 0) return [[`${pointer}/path`, `no route of service "${service}" answers "${path}"`, 'endpoint.route.unknown']];
    if (!fitting.some((route) => route.method === method)) {
      const methods = [...new Set(fitting.map((route) => route.method))].join(', ');
      return [[`${pointer}/method`, `service "${service}" answers "${path}" with ${methods}, not ${method}`, 'endpoint.route.wrong-method', `use ${methods}`]];
    }
    return [];
  });
}
