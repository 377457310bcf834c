/** The name a file is saved under when its name fills to blank. */
export const FALLBACK_FILE_NAME = 'download.txt';

/**
 * A name to save a file under: the text trimmed, any folder part dropped (`../a/b.csv` → `b.csv`),
 * control characters removed; blank → `download.txt`.
 */
export function safeFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? FALLBACK_FILE_NAME : cleaned;
}

/** The media type a text is saved with: text types as UTF-8 (`text/csv` → `text/csv;charset=utf-8`); default `text/plain`. */
export function textFileType(type: string | undefined): string {
  const base = type ?? 'text/plain';
  return base.startsWith('text/') && !base.includes('charset') ? `${base};charset=utf-8` : base;
}
