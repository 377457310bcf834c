/** Screen messages by key: old → new text, added, removed. */
import { change } from './facts.ts';
import { equal, objectAt, unionKeys, type JsonObject } from './json.ts';
import { arrow, code, showText } from './markdown.ts';
import type { Change } from './model.ts';

export function diffMessages(before: JsonObject, after: JsonObject): Change[] {
  const b = objectAt(before, 'messages');
  const a = objectAt(after, 'messages');
  return unionKeys(b, a).flatMap((key) => {
    const old = b?.[key];
    const now = a?.[key];
    if (equal(old, now)) return [];
    const fact = old === undefined ? `added: ${showText(now)}` : now === undefined ? `removed (was ${showText(old)})` : arrow(showText(old), showText(now));
    return change('messages', `messages/${key}`, `Message ${code(key)}`, [fact]);
  });
}
