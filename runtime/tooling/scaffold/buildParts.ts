/** What every kind's scaffold writes alike: the `$schema` pointer, the menu entry, an endpoint. */
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



export const endpointOf = (spec: EndpointSpec): Endpoint => ({ method: spec.method, path: spec.path });
