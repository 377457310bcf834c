import type { MultipartDeclaration, MultipartField } from '../../../server/api/multipart';
import type { Random } from './random';

/** One part of a multipart body: a text value, or a file (its Content-Type left out when `type` is undefined). */
export type Part = { name: string; text: string } | { name: string; file: { fileName: string; type: string | undefined; content: string } };

/** A bad multipart body: what is wrong, the body and its Content-Type as sent, the answer's statuses and fields. */
export interface BadMultipart {
  what: string;
  contentType: string | undefined;
  body: string;
  status: readonly number[];
  fields?: readonly string[];
}

const BOUNDARY = '----consoleBadInputBoundary7MA4YWxkTrZu0gW';
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The body as a browser sends it (CRLF lines, one boundary per part). */
export function encodeParts(parts: readonly Part[], boundary = BOUNDARY): string {
  const pieces = parts.map((part) => {
    if ('text' in part) return `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.text}\r\n`;
    const type = part.file.type === undefined ? '' : `Content-Type: ${part.file.type}\r\n`;
    return `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.fileName}"\r\n${type}\r\n${part.file.content}\r\n`;
  });
  return `${pieces.join('')}--${boundary}--\r\n`;
}

/** A valid part for a field: a short text, or a small file of the first accepted type. */
export function validPart(name: string, field: MultipartField): Part {
  if (field.kind === 'text') return { name, text: 'x'.repeat(Math.min(field.maxLength, 8)) };
  return { name, file: { fileName: `${name}.bin`, type: field.accept[0], content: 'file-bytes' } };
}

/** A valid body: every declared field with a valid part. */
export function validParts(declaration: MultipartDeclaration): Part[] {
  return Object.entries(declaration.fields).map(([name, field]) => validPart(name, field));
}

const REFUSED_TYPES = ['text/plain', 'text/html', 'application/octet-stream', 'image/svg+xml', 'application/x-msdownload', 'application/json'];
const JUNK_NAMES = ['unexpected', '__proto__', 'constructor', 'x'.repeat(300), 'photo[]', ' '];

/**
 * Bad multipart bodies made from a declaration: a valid base with a required part missing, an
 * undeclared part, a file of a refused type, empty or over its cap, a file where text belongs and
 * text where a file belongs, a part sent twice, a text too long or holding NUL; a body that is
 * not multipart, malformed or cut short, and one over the call's cap.
 */
export function badMultipartBodies(declaration: MultipartDeclaration, random: Random): BadMultipart[] {
  const base = validParts(declaration);
  const bodies: BadMultipart[] = [];
  const fieldCase = (what: string, parts: readonly Part[], field: string) =>
    bodies.push({ what, contentType: MULTIPART_CONTENT_TYPE, body: encodeParts(parts), status: [400], fields: [field] });
  const without = (name: string) => base.filter((part) => part.name !== name);
  const replaced = (name: string, ...parts: Part[]) => [...without(name), ...parts];

  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.required) fieldCase(`${name} missing`, without(name), name);
    fieldCase(`${name} sent twice`, [...base, validPart(name, field)], name);
    if (field.kind === 'file') {
      for (const type of REFUSED_TYPES.filter((refused) => !field.accept.includes(refused))) {
        fieldCase(`${name}: a file of type ${type}`, replaced(name, { name, file: { fileName: `${name}.x`, type, content: 'not what is accepted' } }), name);
      }
      fieldCase(`${name}: a file with no type`, replaced(name, { name, file: { fileName: name, type: undefined, content: 'bytes' } }), name);
      fieldCase(`${name}: an accepted type in another spelling`, replaced(name, { name, file: { fileName: name, type: `${field.accept[0] ?? 'image/png'}x`, content: 'bytes' } }), name);
      fieldCase(`${name}: an empty file`, replaced(name, { name, file: { fileName: name, type: field.accept[0], content: '' } }), name);
      fieldCase(`${name}: text instead of a file`, replaced(name, { name, text: 'not a file' }), name);
      if (field.maxBytes !== undefined) {
        fieldCase(`${name}: a file over its ${field.maxBytes} bytes`, replaced(name, { name, file: { fileName: name, type: field.accept[0], content: 'f'.repeat(field.maxBytes + 1) } }), name);
      }
    } else {
      fieldCase(`${name}: ${field.maxLength + 1} characters`, replaced(name, { name, text: 'y'.repeat(field.maxLength + 1) }), name);
      fieldCase(`${name}: a NUL character`, replaced(name, { name, text: 'a\u0000b' }), name);
      fieldCase(`${name}: a file instead of text`, replaced(name, { name, file: { fileName: 'a.txt', type: 'text/plain', content: 'text' } }), name);
    }
  }
  for (const name of JUNK_NAMES.filter((junk) => !Object.hasOwn(declaration.fields, junk))) {
    fieldCase(`an undeclared text part ${JSON.stringify(name.slice(0, 20))}`, [...base, { name, text: 'extra' }], name);
  }
  fieldCase('an undeclared file part', [...base, { name: 'attachment', file: { fileName: 'a.png', type: 'image/png', content: 'png' } }], 'attachment');

  const required = Object.entries(declaration.fields).filter(([, field]) => field.required).map(([name]) => name);
  const encoded = encodeParts(base);
  const whole = (what: string, body: string, contentType: string | undefined, status: number, fields?: readonly string[]) =>
    bodies.push({ what, body, contentType, status: [status], ...(fields ? { fields } : {}) });
  if (required.length > 0) whole('no parts at all', encodeParts([]), MULTIPART_CONTENT_TYPE, 400, required);
  whole('the body as JSON', JSON.stringify({ [required[0] ?? 'field']: 'x' }), 'application/json', 415);
  whole('the body as text/plain', encoded, 'text/plain', 415);
  whole('the body as application/x-www-form-urlencoded', 'a=1', 'application/x-www-form-urlencoded', 415);
  whole('no Content-Type', encoded, undefined, 415);
  whole('multipart without a boundary', encoded, 'multipart/form-data', 400);
  whole('another boundary than the body uses', encoded, 'multipart/form-data; boundary=somethingElse', 400);
  whole('the body cut short', encoded.slice(0, Math.floor(encoded.length / 2)), MULTIPART_CONTENT_TYPE, 400);
  whole('garbage', `--${'z'.repeat(10 + random.int(50))}\r\n\u0000\u0001`, MULTIPART_CONTENT_TYPE, 400);
  const filler = 'o'.repeat(declaration.maxBytes);
  const firstFile = Object.entries(declaration.fields).flatMap(([name, field]) => (field.kind === 'file' ? [{ name, type: field.accept[0] }] : []))[0];
  const oversized = firstFile ? replaced(firstFile.name, { name: firstFile.name, file: { fileName: 'big', type: firstFile.type, content: filler } }) : [...base, { name: 'filler', text: filler }];
  whole(`a body over the call's ${declaration.maxBytes} bytes`, encodeParts(oversized), MULTIPART_CONTENT_TYPE, 413);
  return bodies;
}
