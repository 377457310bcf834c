import { kindToolsOf, type KindTools } from '../../../runtime/kinds/toolRegistry.ts';
import type { Kind } from '../../../runtime/kinds/kindParts.ts';
import type { JsonObject } from '../../../runtime/tooling/diff/json';

/** The tools of the kinds of a definition's two versions, each once (none for a kind the meta-schema lacks). */
export function kindsOf(before: JsonObject, after: JsonObject): KindTools<Kind>[] {
  return [...new Set([kindToolsOf(before), kindToolsOf(after)])].filter((tools) => tools !== undefined);
}
