/** The UTF-8 byte-order mark spreadsheet programs look for. */
export const BOM = '\uFEFF';

/** One CSV field: quoted (inner quotes doubled) when it holds a comma, quote, line break or edge spaces. */
export function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (RFC 4180, CRLF line ends): the header line, then one line per row; the byte-order mark first when asked. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[], bom = false): string {
  const lines = [headers, ...rows].map((cells) => cells.map(csvField).join(','));
  return `${bom ? BOM : ''}${lines.join('\r\n')}\r\n`;
}
