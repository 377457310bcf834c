/** How a list value is sent: one part per item (a form's values), or one part holding its JSON (a definition's `body`). */
export interface MultipartOptions {
  lists?: 'parts' | 'json';
}

/**
 * A request body as multipart/form-data: each file field's chosen file under its name, every other
 * value as text (a list as one part per item, or as its JSON with `lists: 'json'`; an object as
 * JSON; nothing left out).
 */
export function multipartBody(body: Readonly<Record<string, unknown>>, files: ReadonlyMap<string, Blob & { name?: string }>, options: MultipartOptions = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(body)) {
    const file = files.get(key);
    if (file) {
      data.append(key, file, file.name ?? key);
      continue;
    }
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) && options.lists !== 'json' ? value : [value];
    for (const item of items) data.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  for (const [key, file] of files) if (!(key in body)) data.append(key, file, file.name ?? key);
  return data;
}
