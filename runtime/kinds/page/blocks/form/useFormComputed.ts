import { useEffect } from 'react';
import { renderTemplate } from '../../../../templates/template';
import type { PageStateApi } from '../../state/pageStore';
import type { FormValues } from '../../../form/types';
import { COMPUTED_KEY } from './formBlockState';
import { computeValues, sameData, type ComputedValues } from './computedValues';

/**
 * Publishes a form block's computed values at `<id>.computed`, recomputed as its values and the page
 * state change; only a changed result is written (deep compare), so a value reading the page state
 * settles instead of rendering again and again.
 */
export function useFormComputed(blockId: string, computed: ComputedValues | undefined, values: FormValues, state: Readonly<Record<string, unknown>>, page: PageStateApi): void {
  useEffect(() => {
    if (computed === undefined) return;
    const next = computeValues(blockId, computed, values, state, renderTemplate);
    const path = `${blockId}.${COMPUTED_KEY}`;
    if (!sameData(page.get(path), next)) page.set(path, next);
  }, [blockId, computed, values, state, page]);
}
