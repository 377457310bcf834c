import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUTOFF_EFFECT_LABELS, cutoffEffectLabel } from '../../src/domain/cutoffEffects';

const schema = (name: string): string => readFileSync(new URL(`../../schemas/entities/${name}.schema.json`, import.meta.url), 'utf8');

describe('cutoff-effect labels (spec README decision)', () => {
  it('labels 0..4 Same-Day, Next-Day, Next-Day + 1, + 2, + 3', () => {
    expect(CUTOFF_EFFECT_LABELS).toEqual(['Same-Day', 'Next-Day', 'Next-Day + 1', 'Next-Day + 2', 'Next-Day + 3']);
    expect(cutoffEffectLabel(4)).toBe('Next-Day + 3');
    expect(cutoffEffectLabel(5)).toBeUndefined();
    expect(cutoffEffectLabel(1.5)).toBeUndefined();
  });

  it('agrees with the entity schemas’ labels', () => {
    const override = JSON.parse(schema('cutoff-override')) as unknown;
    const labels = JSON.stringify(override).match(/"x-labels":\{[^}]*\}/)?.[0];
    expect(labels).toBe(`"x-labels":${JSON.stringify(Object.fromEntries(CUTOFF_EFFECT_LABELS.map((label, effect) => [String(effect), label])))}`);
    const defaults = JSON.stringify(JSON.parse(schema('cutoff-default')) as unknown).match(/"x-labels":\{[^}]*\}/)?.[0] ?? '';
    expect(Object.values(JSON.parse(defaults.slice('"x-labels":'.length)) as Record<string, string>)).toEqual([...CUTOFF_EFFECT_LABELS]);
  });
});
