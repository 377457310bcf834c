/** The report uuid a schedule's input names (`{"uuid": …}` JSON text), or undefined when unreadable. */
export function scheduleReportId(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(input);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const uuid = (parsed as Record<string, unknown>).uuid;
    return typeof uuid === 'string' && uuid.trim() !== '' ? uuid.trim() : undefined;
  } catch {
    return undefined;
  }
}
