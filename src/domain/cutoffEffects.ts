/** The labels of cutoff effects 0..4 (spec README decision; 001 §3 labels 4 like 3, which is not kept). */
export const CUTOFF_EFFECT_LABELS = ['Same-Day', 'Next-Day', 'Next-Day + 1', 'Next-Day + 2', 'Next-Day + 3'] as const;

export type CutoffEffectLabel = (typeof CUTOFF_EFFECT_LABELS)[number];

/** The label of an effect (0 → 'Same-Day'); undefined for anything but 0..4. */
export function cutoffEffectLabel(effect: number): CutoffEffectLabel | undefined {
  return Number.isInteger(effect) ? CUTOFF_EFFECT_LABELS[effect] : undefined;
}
