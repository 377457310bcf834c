/**
 * Which form field a server's field error is about. A service keys its field errors by the names
 * it receives (`availableDates`), which a body template may give another name than the form's
 * field (`"availableDates": "{available_date}"`): a body key whose template is exactly one
 * placeholder naming a field of the form (filters allowed: `{tags|text}`) stands for that field.
 */

const ONE_PLACEHOLDER = /^\{\s*([^{}|\s]+)\s*(?:\|[A-Za-z][A-Za-z0-9]*)*\}$/;

/** Body key → form field, for the keys that name a field other than their own. */
export function serverFieldNames(body: Readonly<Record<string, unknown>> | string | undefined, fields: readonly string[]): Record<string, string> {
  if (body === undefined || typeof body === 'string') return {};
  const known = new Set(fields);
  const names: Record<string, string> = {};
  for (const [key, template] of Object.entries(body)) {
    if (typeof template !== 'string' || known.has(key)) continue;
    const field = ONE_PLACEHOLDER.exec(template)?.[1];
    if (field !== undefined && known.has(field)) names[key] = field;
  }
  return names;
}
