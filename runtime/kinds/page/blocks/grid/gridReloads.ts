import { GRID_PUBLISHES } from './published';

/** Where a grid block's reload count lives in the page state: `<id>.reloads` (raised by a form's `submit.refresh`). */
export const RELOADS_KEY = GRID_PUBLISHES.reloads;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reload count of a grid block in a page state snapshot (0 before any). */
export function reloadsOf(state: unknown, id: string): number {
  const block = isRecord(state) ? state[id] : undefined;
  const count = isRecord(block) ? block[RELOADS_KEY] : undefined;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

/** The next reload count of a block's published state. */
export function nextReloads(blockState: unknown): number {
  const count = isRecord(blockState) ? blockState[RELOADS_KEY] : undefined;
  return (typeof count === 'number' && Number.isFinite(count) ? count : 0) + 1;
}
