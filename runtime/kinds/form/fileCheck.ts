/** Why a chosen file is refused: its type (name ending) is not accepted, or it is too large. */
export type FileRefusal = 'accept' | 'maxBytes';

/** Checks a file against a `file` widget's `accept` endings (case-insensitive) and `maxBytes`, before anything is sent. */
export function checkFile(file: { name: string; size: number }, accept: readonly string[], maxBytes: number): FileRefusal | undefined {
  const name = file.name.toLowerCase();
  if (!accept.some((ending) => name.endsWith(ending.toLowerCase()))) return 'accept';
  if (file.size > maxBytes) return 'maxBytes';
  return undefined;
}

/** The refusal's text: the field's message for it, else a plain fallback naming the limit. */
export function refusalText(refusal: FileRefusal, accept: readonly string[], maxBytes: number, messages: Readonly<Record<string, unknown>>): string {
  const given = messages[refusal];
  if (typeof given === 'string' && given !== '') return given;
  return refusal === 'accept' ? `Choose a file of type ${accept.join(', ')}` : `Choose a file of at most ${maxBytes} bytes`;
}
