/** Survivors accepted for now, each with why (scripts/screens/mutate/known-survivors.json): they do not fail the run. */
import { readFile } from 'node:fs/promises';

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
