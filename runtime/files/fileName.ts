/** The name a file is saved under when its name fills to blank. */
export const FALLBACK_FILE_NAME = 'download.txt';

/** A C0 control character or DEL, which no file name may hold. */
const isControl = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * A name to save a file under: the text trimmed, any folder part dropped (`../a/b.csv` → `b.csv`),
 * control characters removed; blank → `download.txt`.
 */
export function safeFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const cleaned = [...last].filter((character) => !isControl(character)).join('').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? FALLBACK_FILE_NAME : cleaned;
}

/** The media type a text is saved with: text types as UTF-8 (`text/csv` → `text/csv;charset=utf-8`); default `text/plain`. */
export function textFileType(type: string | undefined): string {
  const base = type ?? 'text/plain';
  return base.startsWith('text/') && !base.includes('charset') ? `${base};charset=utf-8` : base;
}
