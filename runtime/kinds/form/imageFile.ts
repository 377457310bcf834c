/** What the `file` widget's preview and paste know of images: their name endings and the name a pasted one gets. */

/** The file name endings read as images (what a preview shows and a paste may give). */
export const IMAGE_ENDINGS: readonly string[] = ['.png', '.jpg', '.jpeg', '.gif', '.webp'];

/** Whether a `file` widget's `accept` lists an image ending (a preview or a paste needs one). */
export function acceptsImages(accept: readonly string[]): boolean {
  return accept.some((ending) => IMAGE_ENDINGS.includes(ending.toLowerCase()));
}

/** Whether a file is an image: its type says so, or its name ends like one. */
export function isImageFile(file: { name: string; type: string }): boolean {
  if (file.type.startsWith('image/')) return true;
  const name = file.name.toLowerCase();
  return IMAGE_ENDINGS.some((ending) => name.endsWith(ending));
}

const ENDING_OF_TYPE: Readonly<Record<string, string>> = { jpeg: 'jpg', pjpeg: 'jpg', 'svg+xml': 'svg', 'x-icon': 'ico', 'vnd.microsoft.icon': 'ico' };

/** The name a pasted image gets from its type: `pasted-image.png`, `pasted-image.jpg` (image/jpeg); undefined for anything but an image. */
export function pastedFileName(type: string): string | undefined {
  const match = /^image\/([a-z0-9.+-]+)$/i.exec(type.trim());
  if (!match) return undefined;
  const subtype = (match[1] ?? '').toLowerCase();
  return `pasted-image.${ENDING_OF_TYPE[subtype] ?? subtype}`;
}

/** The first image among a clipboard's files (`clipboardData.files`, or its items' files), if any. */
export function firstImage<T extends { type: string }>(files: readonly T[]): T | undefined {
  return files.find((file) => pastedFileName(file.type) !== undefined);
}
