/**
 * The links a bulk order link run answered (`[{ order, link, deliveryDate }]`) as one line each:
 * '#1001 · 12/24/2026 · https://…'. Anything that is not such an entry is left out.
 */
export function orderLinks(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { order, link, deliveryDate } = entry as Record<string, unknown>;
    if (typeof order !== 'string' || typeof link !== 'string') return [];
    return [[order, typeof deliveryDate === 'string' ? deliveryDate : '', link].filter(Boolean).join(' · ')];
  });
}
