import { FORMAT_MESSAGE, type Validation } from '../validate';

/**
 * A body validator whose schema `pattern` messages ('is not in the expected format') are replaced, for
 * the named fields, by a sentence the console can show (reports and operations calls of 002).
 */
export function withPatternMessages<T>(
  validate: (raw: unknown) => Validation<T>,
  messages: Readonly<Record<string, string>>,
): (raw: unknown) => Validation<T> {
  return (raw) => {
    const checked = validate(raw);
    if (checked.ok) return checked;
    const fields = { ...checked.fields };
    for (const [field, message] of Object.entries(messages)) {
      if (fields[field] === FORMAT_MESSAGE) fields[field] = message;
    }
    return { ok: false, fields };
  };
}
