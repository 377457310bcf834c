/** An address a card may link to: an absolute http or https URL (never `javascript:` or `data:`); undefined otherwise. */
export function safeHref(text: string): string | undefined {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return undefined;
  const url = new URL(trimmed);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? trimmed : undefined;
}
