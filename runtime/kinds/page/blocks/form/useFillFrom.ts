import { useEffect, useRef } from 'react';
import type { FormBlock } from '../../../../generated/screen';
import type { StateReader } from '../../../../conditions/evaluateCondition';
import type { PageStateApi } from '../../state/pageStore';
import { pageGlobals } from '../../state/pageGlobals';
import { fillFromValues } from '../../forms/submitFill';
import { FILLED_KEY, blockValues, withBlockValues } from './formBlockState';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A form block's `fillFrom`: whenever the value at its path becomes a different non-empty object
 * (the cart cards publish the cart Edit was pressed on at `carts.editing`), the listed fields take
 * the values filled from it. They count as filled in (`<id>.filledIn`: saved, so leaving asks
 * nothing for them), and `clearErrors` forgets the messages the form showed for what it held.
 * The same object again (a render, the value read back) fills nothing; after it was emptied, it does.
 */
export function useFillFrom(block: FormBlock, page: PageStateApi, read: StateReader, clearErrors: () => void): void {
  const fillFrom = block.fillFrom;
  const source = fillFrom ? read(fillFrom.path) : undefined;
  const last = useRef<unknown>(undefined);
  useEffect(() => {
    const previous = last.current;
    last.current = source;
    if (!fillFrom || source === previous || !isRecord(source) || Object.keys(source).length === 0) return;
    const filled = fillFromValues(fillFrom.fields, { ...pageGlobals(read), ...source });
    page.update(block.id, (current) => withBlockValues(current, { ...blockValues(current), ...filled }));
    page.update(`${block.id}.${FILLED_KEY}`, (current) => ({ ...(isRecord(current) ? current : {}), ...filled }));
    clearErrors();
  }, [source, fillFrom, block.id, page, read, clearErrors]);
}
