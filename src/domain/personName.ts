import { textOf } from '../../shared/textOf';
/**
 * A person as the services send one, `{ firstName, lastName }`, as one name: 'Ava Tremblay'
 * (002 §3 Greet video info: the recipient and the sender). A missing part is left out; anything
 * that is not such an object reads as its text ('' for nothing).
 */
export function personName(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value === undefined || value === null ? '' : textOf(value);
  const record = value as Record<string, unknown>;
  return [record.firstName, record.lastName]
    .filter((part): part is string => typeof part === 'string')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
