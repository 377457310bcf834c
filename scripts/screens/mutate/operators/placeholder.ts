/** A template placeholder misspelt: the name inside one `{…}` of a text (a path, a body value, a message, a label). */
import { replacing, type Mutant } from '../mutant.ts';
import { misspell } from '../misspell.ts';
import { walk } from '../walk.ts';

/** `{name}`, `{a.b}`, `{name|format}`: the name is what is read. */
const PLACEHOLDER = /\{([A-Za-z_$][\w.$-]*)(\|[^{}]*)?\}/g;

/** Texts no template reads. */
const NOT_TEMPLATES = new Set(['$schema', 'description', 'pattern', 'matches']);

export function placeholderMutants(file: string, data: unknown): Mutant[] {
  const mutants: Mutant[] = [];
  for (const site of walk(data)) {
    if (typeof site.value !== 'string' || NOT_TEMPLATES.has(site.key)) continue;
    const text = site.value;
    for (const match of text.matchAll(PLACEHOLDER)) {
      const name = match[1] as string;
      const start = (match.index ?? 0) + 1;
      const slip = misspell(name, `${site.pointer}@${start}`);
      if (!slip) continue;
      const mutated = `${text.slice(0, start)}${slip}${text.slice(start + name.length)}`;
      mutants.push(replacing(file, site.pointer, 'placeholder', text, mutated, `{${name}} → {${slip}}: `));
    }
  }
  return mutants;
}
