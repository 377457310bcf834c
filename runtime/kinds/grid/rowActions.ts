import type { NavigationState } from '../../navigation/navigationState';
import type { RowAction, Row } from './types';
import { textOf } from '../../../shared/textOf';

export type FormRowAction = Extract<RowAction, { openForm: string }>;
export type CallRowAction = Extract<RowAction, { endpoint: string }>;
export type NavigateRowAction = Extract<RowAction, { navigate: string }>;

/** Where a `navigate` row action goes: the route, the carried fields as URL query, and as navigation state the same fields and the row as shown. */
export interface NavigationTarget {
  pathname: string;
  search: string;
  state: NavigationState;
}

export function navigationTarget(action: NavigateRowAction, row: Row): NavigationTarget {
  const carried: Record<string, unknown> = {};
  const params = new URLSearchParams();
  for (const field of action.carry ?? []) {
    const value = row[field];
    carried[field] = value;
    if (value !== undefined && value !== null) params.set(field, typeof value === 'object' ? JSON.stringify(value) : textOf(value));
  }
  const query = params.toString();
  return { pathname: action.navigate, search: query ? `?${query}` : '', state: { carried, row: { ...row } } };
}
