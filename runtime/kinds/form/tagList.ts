/** The pure logic of the `tags` widget: a list of distinct, trimmed texts in the order they were added. */

/** How a `tags` field holds its tags: a list (array property) or one comma-joined text (string property). */
export type TagShape = 'list' | 'text';

/** The shape of a `tags` field from its property's JSON Schema type. */
export function tagShapeOf(type: unknown): TagShape {
  return type === 'string' ? 'text' : 'list';
}

/** The texts of a typed or pasted text: split at commas, trimmed, blank ones left out. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The tags a field value holds: a list, or a comma-joined text (`pulled,sent`), each once; anything else reads as none. */
export function tagsOf(value: unknown): string[] {
  const items = typeof value === 'string' ? splitTags(value) : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').map((item) => item.trim()) : [];
  return [...new Set(items.filter((item) => item !== ''))];
}

/** The tags with those of a typed text added at the end (trimmed, each once, blank ignored). */
export function addTags(tags: readonly string[], typed: string): string[] {
  return [...new Set([...tags, ...splitTags(typed)])];
}

/** The tags without one. */
export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((item) => item !== tag);
}

/** The field value for a list of tags in the field's shape: none is no value (so `required` speaks). */
export function tagsValue(tags: readonly string[], shape: TagShape): string[] | string | undefined {
  if (tags.length === 0) return undefined;
  return shape === 'text' ? tags.join(',') : [...tags];
}

/** The limits of a `tags` property: the joined text's `maxLength` (string), or the items' `maxLength` and `maxItems` (array). */
export interface TagLimits {
  maxLength?: number;
  itemMaxLength?: number;
  maxItems?: number;
}

const numberAt = (schema: unknown, key: string): number | undefined => {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const found: unknown = (schema as Record<string, unknown>)[key];
  return typeof found === 'number' ? found : undefined;
};

/** The limits a property schema sets on a `tags` field. */
export function tagLimitsOf(schema: unknown): TagLimits {
  const maxLength = numberAt(schema, 'maxLength');
  const items: unknown = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>).items : undefined;
  const itemMaxLength = numberAt(items, 'maxLength');
  const maxItems = numberAt(schema, 'maxItems');
  return { ...(maxLength !== undefined && { maxLength }), ...(itemMaxLength !== undefined && { itemMaxLength }), ...(maxItems !== undefined && { maxItems }) };
}

/** The keyword (of `messages`) a list of tags breaks: `maxLength` (the joined text, or a tag, too long) or `maxItems`; undefined when within. */
export type TagLimit = 'maxLength' | 'maxItems';

/** Which limit a list of tags in a shape breaks, if any. */
export function brokenTagLimit(tags: readonly string[], shape: TagShape, limits: TagLimits): TagLimit | undefined {
  if (shape === 'text') return limits.maxLength !== undefined && tags.join(',').length > limits.maxLength ? 'maxLength' : undefined;
  if (limits.itemMaxLength !== undefined && tags.some((tag) => tag.length > limits.itemMaxLength!)) return 'maxLength';
  if (limits.maxItems !== undefined && tags.length > limits.maxItems) return 'maxItems';
  return undefined;
}

/** What is said when an added tag breaks a limit and the field gives no message for it. */
export function tagLimitFallback(limit: TagLimit, shape: TagShape, limits: TagLimits): string {
  if (limit === 'maxItems') return `At most ${limits.maxItems ?? 0} tags`;
  return shape === 'text' ? `The tags may take at most ${limits.maxLength ?? 0} characters in all` : `A tag may be at most ${limits.itemMaxLength ?? 0} characters long`;
}
