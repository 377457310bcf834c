/** Survivors accepted for now, each with why (scripts/screens/mutate/known-survivors.json): they do not fail the run. */
import { readFile, writeFile } from 'node:fs/promises';

export interface KnownSurvivor {
  /** `file:/pointer change`, as the report prints it (mutantKey). */
  key: string;
  why: string;
}

export async function readKnownSurvivors(path: string): Promise<Map<string, string>> {
  const text = await readFile(path, 'utf8').catch(() => '[]');
  const list = JSON.parse(text) as KnownSurvivor[];
  return new Map(list.map((known) => [known.key, known.why]));
}

/**
 * Adds these survivors to the list (an entry already listed keeps its why; the others stay, so a
 * run of a few screens adds to it), sorted by key.
 */
export async function writeKnownSurvivors(path: string, survivors: readonly KnownSurvivor[], known: ReadonlyMap<string, string>): Promise<void> {
  const all = new Map(known);
  for (const { key, why } of survivors) if (!all.has(key)) all.set(key, why);
  const list = [...all].map(([key, why]) => ({ key, why })).sort((a, b) => a.key.localeCompare(b.key));
  await writeFile(path, `${JSON.stringify(list, null, 2)}\n`);
}
