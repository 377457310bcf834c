import { unstorableText } from '../db/text';
import type { Validation } from './validate';

/** A text part of a multipart/form-data body. */
export interface MultipartTextField {
  kind: 'text';
  /** Absent or false: the part may be left out. */
  required?: boolean;
  /** Characters at most. */
  maxLength: number;
}

/** A file part of a multipart/form-data body. */
export interface MultipartFileField {
  kind: 'file';
  required?: boolean;
  /** The content types taken (`image/jpeg`), as the part's own Content-Type names them; parameters aside. */
  accept: readonly string[];
  /** Bytes at most for this file; absent: the route's cap alone. */
  maxBytes?: number;
}

export type MultipartField = MultipartTextField | MultipartFileField;

/**
 * What a call taking multipart/form-data takes: each part by name, and the whole body's size cap
 * (checked from Content-Length and while the body streams in: a route may take more than the
 * services' 1 MiB, a phone photo for one).
 */
export interface MultipartDeclaration {
  fields: Readonly<Record<string, MultipartField>>;
  maxBytes: number;
  /** The 413's sentence over `maxBytes` ('The image is larger than 10 MiB…'); absent: the services' own. */
  tooLarge?: string;
}

/** The parts of an accepted body, by field name. */
export interface MultipartParts {
  texts: Readonly<Record<string, string>>;
  files: Readonly<Record<string, File>>;
}

export const MULTIPART_TYPE = 'multipart/form-data';

/** A Content-Type's media type, lower-cased, parameters aside. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The per-field messages of a body's parts, or its parts: what is missing, unexpected, of a refused type or too large. */
export function checkParts(declaration: MultipartDeclaration, form: FormData): Validation<MultipartParts> {
  const problems = new Map<string, string>();
  const texts: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const name of new Set(form.keys())) {
    // Own fields only: a part named `constructor` or `__proto__` is no field.
    const field = Object.hasOwn(declaration.fields, name) ? declaration.fields[name] : undefined;
    const values = form.getAll(name);
    const value = values[0];
    if (!field) problems.set(name, 'is not a field of this call');
    else if (values.length > 1) problems.set(name, 'is sent more than once');
    else if (value === undefined) continue;
    else if (field.kind === 'file') {
      if (typeof value === 'string') problems.set(name, 'must be a file');
      else {
        const problem = fileProblem(field, value);
        if (problem) problems.set(name, problem);
        else files[name] = value;
      }
    } else if (typeof value !== 'string') problems.set(name, 'must be text, not a file');
    else {
      const problem = value.length > field.maxLength ? `must be at most ${field.maxLength} characters` : unstorableText(value);
      if (problem) problems.set(name, problem);
      else texts[name] = value;
    }
  }
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.required && !form.has(name)) problems.set(name, 'is required');
  }
  return problems.size === 0 ? { ok: true, value: { texts, files } } : { ok: false, fields: Object.fromEntries(problems) };
}

function fileProblem(field: MultipartFileField, file: File): string | undefined {
  const type = mediaType(file.type);
  if (!field.accept.includes(type)) return `is ${type ? `of type ${type}` : 'of no type'}; accepted: ${field.accept.join(', ')}`;
  if (file.size === 0) return 'is empty';
  if (field.maxBytes !== undefined && file.size > field.maxBytes) return `is over ${field.maxBytes} bytes`;
  return unstorableText(file.name) === undefined ? undefined : 'has a name that is not valid text';
}
