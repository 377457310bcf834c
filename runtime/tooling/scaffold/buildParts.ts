/** What every kind's scaffold writes alike: the head of a definition (`$schema`, route, title, description, menu entry), an endpoint. */
import { dirname, posix } from 'node:path';
import type { Endpoint, MenuEntry } from '../../generated/screen.ts';
import type { CommonRequest, EndpointSpec } from './request.ts';

/** `$schema` of a definition at `file` (relative to the root): the meta-schema relative to the file's folder. */
export function schemaPointer(file: string): string {
  return posix.relative(dirname(file), 'schemas/screen.schema.json');
}

export function menuOf(request: CommonRequest): MenuEntry {
  return { ...(request.group ? { group: request.group } : {}), label: request.label };
}

/** The properties every definition starts with, from what every request has. */
export function screenHead(request: CommonRequest): { $schema: string; route: string; title: string; description?: string; menu: MenuEntry } {
  return {
    $schema: schemaPointer(request.file),
    route: request.route,
    title: request.title,
    ...(request.description ? { description: request.description } : {}),
    menu: menuOf(request),
  };
}

export const endpointOf = (spec: EndpointSpec): Endpoint => ({ method: spec.method, path: spec.path });
