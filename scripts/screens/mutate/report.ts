/** The run as markdown: figures by operator and by outcome, then the survivors (screen, pointer, mutation, why). */
import type { Classified, Outcome } from './classify.ts';
import { OPERATORS } from './mutant.ts';

export interface RunFacts {
  seed: number;
  limit: number;
  candidates: number;
  definitions: number;
  tests: boolean;
}

const OUTCOMES: readonly Outcome[] = ['refused', 'harmless', 'test fails', 'survivor'];

/** `|` inside a table cell. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownReport(results: readonly Classified[], facts: RunFacts, known: ReadonlyMap<string, string>, keyOf: (result: Classified) => string): string {
  const count = (outcome: Outcome, operator?: string) => results.filter((one) => one.outcome === outcome && (!operator || one.mutant.operator === operator)).length;
  const files = new Set(results.map((one) => one.mutant.file));
  const survivors = results.filter((one) => one.outcome === 'survivor');
  const unknown = survivors.filter((one) => !known.has(keyOf(one)));
  const lines = [
    '# Mutation testing of the screen definitions',
    '',
    `Seed ${facts.seed}, limit ${facts.limit}: ${results.length} mutants of ${facts.candidates} candidates, over ${files.size} of ${facts.definitions} definitions${facts.tests ? ' (with the test pass)' : ' (checker only: no test pass)'}.`,
    '',
    `**${count('refused')} refused by screens:check, ${count('harmless')} harmless, ${count('test fails')} caught by a test, ${survivors.length} survivors** (${survivors.length - unknown.length} of them known).`,
    '',
    `| operator | mutants | ${OUTCOMES.join(' | ')} |`,
    `|---|---:|${OUTCOMES.map(() => '---:').join('|')}|`,
    ...OPERATORS.map((operator) => `| ${operator} | ${results.filter((one) => one.mutant.operator === operator).length} | ${OUTCOMES.map((outcome) => count(outcome, operator)).join(' | ')} |`),
    `| **all** | ${results.length} | ${OUTCOMES.map((outcome) => count(outcome)).join(' | ')} |`,
    '',
    `## Survivors (${survivors.length})`,
    '',
  ];
  if (survivors.length === 0) lines.push('None.');
  else {
    lines.push('| screen | pointer | operator | mutation | why | known |', '|---|---|---|---|---|---|');
    for (const one of survivors) {
      const { file, pointer, operator, change } = one.mutant;
      lines.push(`| ${cell(file.replace(/^screens\//, ''))} | \`${cell(pointer)}\` | ${operator} | ${cell(change)} | ${cell(one.detail)} | ${known.has(keyOf(one)) ? 'yes' : '**no**'} |`);
    }
  }
  const caught = results.filter((one) => one.outcome === 'test fails');
  if (caught.length > 0) {
    lines.push('', `## Caught by a test (${caught.length})`, '');
    for (const one of caught) lines.push(`- ${one.mutant.file}:${one.mutant.pointer} ${one.mutant.change}: ${one.detail}`);
  }
  const harmless = results.filter((one) => one.outcome === 'harmless');
  if (harmless.length > 0) {
    lines.push('', `## Harmless (${harmless.length})`, '');
    for (const one of harmless) lines.push(`- ${one.mutant.file}:${one.mutant.pointer} ${one.mutant.change}: ${one.detail}`);
  }
  return `${lines.join('\n')}\n`;
}
