import { multipartBody } from '../../../api/multipartBody';
import { sendsFile } from '../../form/widgets/registry';
import type { PageField } from './types';

/**
 * What a page form's submit sends: the body as it is, or, when the form shows a field sending a file,
 * that body as multipart/form-data with each chosen file under its field's name.
 */
export function submitBody(fields: readonly PageField[], hidden: readonly string[], body: Record<string, unknown>, files: ReadonlyMap<string, File>): Record<string, unknown> | FormData {
  const fileFields = fields.filter((field) => sendsFile(field.ui) && !hidden.includes(field.name)).map((field) => field.name);
  if (fileFields.length === 0) return body;
  const chosen = new Map<string, File>();
  for (const field of fileFields) {
    const file = files.get(field);
    if (file) chosen.set(field, file);
  }
  return multipartBody(body, chosen);
}
