import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { OutcomeText } from '../../runtime/generated/screen';
import { loadFailureText } from '../../runtime/kinds/page/blocks/result/resultLoad';
import { firstFilledText, hasPlaceholders, outcomeAlternatives } from '../../runtime/templates/outcomeText';
import { renderTemplate } from '../../runtime/templates/template';
import { textOf } from '../../shared/textOf';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fill = (context: Record<string, unknown>) => (template: string) => textOf(renderTemplate(template, context) ?? '');

describe('firstFilledText: an alternative whose every placeholder is empty gives way', () => {
  const upgrade: OutcomeText = ['Upgrade failed: {answer.error}', 'Upgrade failed: the order service gave no reason.'];

  it('says the whole fallback sentence when no answer came, not "Upgrade failed: "', () => {
    expect(firstFilledText(upgrade, fill({ answer: undefined }))).toBe('Upgrade failed: the order service gave no reason.');
    expect(firstFilledText(upgrade, fill({ answer: '<html>502 Bad Gateway</html>' }))).toBe('Upgrade failed: the order service gave no reason.');
    expect(firstFilledText(upgrade, fill({ answer: { error: '  ' } }))).toBe('Upgrade failed: the order service gave no reason.');
  });

  it("says the server's reason after the prefix when there is one", () => {
    expect(firstFilledText(upgrade, fill({ answer: { error: 'The sheet is empty.' } }))).toBe('Upgrade failed: The sheet is empty.');
  });

  it('keeps an alternative one of whose placeholders is filled', () => {
    const text: OutcomeText = ['Region {region}: {answer.error}', 'Failed.'];
    expect(firstFilledText(text, fill({ region: 'Winnipeg', answer: undefined }))).toBe('Region Winnipeg: ');
  });

  it('shows the last alternative as filled when none says anything of its own, and nothing when all are blank', () => {
    expect(firstFilledText(['{answer.message}', 'Pipeline {answer.id} created.'], fill({ answer: {} }))).toBe('Pipeline  created.');
    expect(firstFilledText('{answer.success}', fill({ answer: {} }))).toBeUndefined();
  });

  it('a result block says its load failure in full when the call had no answer', () => {
    expect(loadFailureText(['Query Cities Exception: {error}', 'Query Cities Exception'], undefined)).toBe('Query Cities Exception');
    expect(loadFailureText(['Query Cities Exception: {error}', 'Query Cities Exception'], { error: 'No such town' })).toBe('Query Cities Exception: No such town');
  });
});

/** Every failure text of every definition (`failure`, `conflict`, `networkFailure`), with whether it fills from the answer only (a load's or a download's). */
function failureTexts(): Array<{ at: string; text: OutcomeText; answerOnly: boolean }> {
  const found: Array<{ at: string; text: OutcomeText; answerOnly: boolean }> = [];
  const walk = (value: unknown, at: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}/${i}`));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      const isText = typeof inner === 'string' || (Array.isArray(inner) && inner.every((item) => typeof item === 'string'));
      if (['failure', 'conflict', 'networkFailure'].includes(key) && isText) found.push({ at: `${at}/${key}`, text: inner as OutcomeText, answerOnly: /\/(load|download)$/.test(at) });
      else walk(inner, `${at}/${key}`);
    }
  };
  const files = readdirSync(join(root, 'screens'), { recursive: true }).map(String).filter((file) => file.endsWith('.screen.json'));
  for (const file of files) walk(JSON.parse(readFileSync(join(root, 'screens', file), 'utf8')), `${file}:`);
  return found;
}

describe('every failure text of the definitions, with no answer', () => {
  // No answer: every `answer.*` placeholder (and every placeholder of a load, which reads the answer) is empty; the form's values are filled.
  const noAnswer = (answerOnly: boolean) => (template: string) =>
    template.replace(/\{([^{}|]*)[^{}]*\}/g, (_all, path: string) => (answerOnly || path.trim().startsWith('answer') ? '' : 'value'));
  const texts = failureTexts();

  it('reads the full fallback sentence, never a prefix left hanging (the eleven "Prefix: {answer.error}" texts among them)', () => {
    const withFallback = texts.filter(({ text }) => outcomeAlternatives(text).some((template) => !hasPlaceholders(template)));
    expect(withFallback.filter(({ text }) => outcomeAlternatives(text).some((template) => /^[^{]+\{/.test(template))).length).toBeGreaterThanOrEqual(11);
    const hanging = withFallback
      .map(({ at, text, answerOnly }) => ({ at, shown: firstFilledText(text, noAnswer(answerOnly)), fallback: outcomeAlternatives(text).find((template) => !hasPlaceholders(template)) }))
      .filter(({ shown, fallback }) => shown !== fallback);
    expect(hanging).toEqual([]);
  });
});
