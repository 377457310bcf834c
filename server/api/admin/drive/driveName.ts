/**
 * Names in the shared-drive folder (pure): a name already taken in the folder gets the next free
 * number before its extension, as a drive does ('links.csv', 'links-2.csv', 'links-3.csv').
 */
export function freeDriveName(name: string, taken: (candidate: string) => boolean): string {
  if (!taken(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem}-${n}${extension}`;
    if (!taken(candidate)) return candidate;
  }
}
