import { multipartBody } from '../../../api/multipartBody';
import { omitFields } from '../../form/values';
import { bodyFromTemplates, fileParts, type BodyTemplates, type FillTemplate } from './stateBody';

/** What a call of a submit sends as given by the definition: a body of keys (`submit.body`, a step's `body`) or one template that is the whole body. */
export type BodySpec = BodyTemplates | string;

/** A whole-body template that fills to nothing sends an empty object (a JSON text field's `check` keeps that from happening). */
const NOTHING = {};

/**
 * The request body a submit's (or a step's) `body` gives: a whole-body template's value as it is
 * (`"{order|parseJson}"`); else each key filled, and, when a key sends a chosen file
 * (`{ "file": "image" }`), the whole as multipart/form-data: the file under its key, every other key a
 * text part (an object or a list as its JSON). A hidden file field sends no file.
 */
export function requestBody(spec: BodySpec, context: Readonly<Record<string, unknown>>, state: Readonly<Record<string, unknown>>, fill: FillTemplate, files: ReadonlyMap<string, File>, hidden: readonly string[]): unknown {
  if (typeof spec === 'string') return fill(spec, context) ?? NOTHING;
  const body = bodyFromTemplates(spec, context, state, fill);
  const parts = fileParts(spec);
  if (parts.size === 0) return body;
  const chosen = new Map<string, File>();
  for (const [key, field] of parts) {
    const file = hidden.includes(field) ? undefined : files.get(field);
    if (file) chosen.set(key, file);
  }
  return multipartBody(omitFields(body, parts.keys()), chosen, { lists: 'json' });
}
