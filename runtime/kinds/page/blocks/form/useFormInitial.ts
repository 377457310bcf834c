import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../../../api/useApi';
import { useAuth } from '../../../../auth/AuthContext';
import type { Endpoint } from '../../../../generated/screen';
import { readPath } from '../../../../templates/path';
import type { FormValues } from '../../../form/types';
import { asRows } from '../../../grid/types';
import { initialPlan, rowValues, rowWithKey, type FormInitial } from './initialValues';

/** Where a form with `initial` stands: still loading its row, or ready (filled from a row or empty, with what went wrong). */
export type FormInitialState = { status: 'loading' } | { status: 'ready'; filled: boolean; problem: string | undefined };

const NO_INITIAL: FormInitialState = { status: 'ready', filled: false, problem: undefined };

/**
 * Starts a form block from the navigation (`initial.from: "navigation"`), once, when it mounts:
 * the row the navigating row action carried, else the row its `load` endpoint answers for the
 * address's key (once there is a session), else nothing. `fill` gets the starting values.
 */
export function useFormInitial(initial: FormInitial | undefined, fields: readonly string[], load: Endpoint | undefined, fill: (values: FormValues) => void): FormInitialState {
  const location = useLocation();
  const call = useApi();
  const { session } = useAuth();
  const [plan] = useState(() => (initial ? initialPlan(initial, fields, location.state, location.search) : ({ from: 'empty' } as const)));
  const [state, setState] = useState<FormInitialState>(() => (plan.from === 'empty' ? NO_INITIAL : { status: 'loading' }));
  const started = useRef(false);
  // The definition's parts and the callback may be new objects at each render: the start depends on the plan and the session only.
  const latest = useRef({ fill, fields, load, initial });
  latest.current = { fill, fields, load, initial };

  useEffect(() => {
    const { fields, load, initial } = latest.current;
    if (started.current || !initial || plan.from === 'empty') return;
    if (plan.from === 'row') {
      started.current = true;
      latest.current.fill(plan.values);
      setState({ status: 'ready', filled: true, problem: undefined });
      return;
    }
    if (!session || !load) return;
    started.current = true;
    let live = true;
    void call(load, { context: { [initial.key]: plan.key } }).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setState({ status: 'ready', filled: false, problem: initial.loadFailed });
        return;
      }
      const answer = readPath(result.data, load.rows);
      const row = Array.isArray(answer) ? rowWithKey(asRows(answer), initial.key, plan.key) : asRows([answer])[0];
      if (!row || String(row[initial.key]) !== plan.key) {
        setState({ status: 'ready', filled: false, problem: initial.notFound });
        return;
      }
      latest.current.fill(rowValues(row, fields, initial.keep ?? []));
      setState({ status: 'ready', filled: true, problem: undefined });
    });
    return () => {
      live = false;
      started.current = false;
    };
  }, [call, plan, session]);

  return state;
}
