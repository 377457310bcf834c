/**
 * What a `navigate` row action hands the screen it opens (react-router's location state): the
 * carried fields (also in the address, `?ruleName=…`) and the row as the list showed it, so a form
 * with `initial.from: "navigation"` starts from it without another call. History state is
 * structured-cloned by the browser: plain JSON values only.
 */
export interface NavigationState {
  carried: Record<string, unknown>;
  row: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The navigation state a location holds, when it is one a row action left (anything else: none). */
export function readNavigationState(state: unknown): NavigationState | undefined {
  if (!isRecord(state) || !isRecord(state.carried) || !isRecord(state.row)) return undefined;
  return { carried: state.carried, row: state.row };
}
