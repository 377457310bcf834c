import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { CallResult } from '../../../../api/callEndpoint';
import { useApi } from '../../../../api/useApi';
import type { AnyCustomProps, CustomCall, CustomForm, FormResult } from '../../../../custom/customContract';
import type { ModalFormSlice } from '../../forms/modalFormSlice';
import { entitySchemaOf } from '../../../form/entitySchemaResource';
import { customComponent, customRegistryLoaded, loadCustomRegistry, subscribeToRegistry } from '../../../../custom/customComponents';
import type { PageStateApi } from '../../state/pageStore';
import { useTrackedReader } from '../../state/useTrackedReader';
import type { CustomBlockSlice } from './customBlockSlice';
import { customTexts, failedComponentText, missingComponentText, unfitPropsText } from './customTexts';

/** A page modal form the component has open: the form, the row it opened for, and how to tell the component it ended. */
export interface OpenCustomForm {
  slice: ModalFormSlice;
  row: Record<string, unknown>;
  /** Tells each opening apart: the modal starts afresh each time. */
  key: string;
  /** The submit succeeded, with its answer (the modal then closes). */
  saved: (answer: unknown) => void;
  /** The modal closed: settles the component's `open` promise, saved or not. */
  closed: () => void;
}

export type CustomBlockController =
  | { status: 'loading' }
  | { status: 'notice'; text: string }
  | { status: 'ready'; Component: ComponentType<AnyCustomProps>; props: AnyCustomProps; openForm: OpenCustomForm | null };

/**
 * The page modal forms a component opens, by its contract's roles: `open(row)` shows the form
 * for the row and settles when it closes ('saved' after a successful submit). One at a time: an
 * opening while another shows ends the first as 'closed'.
 */
function useCustomForms(forms: CustomBlockSlice['forms']): { forms: Readonly<Record<string, CustomForm>>; openForm: OpenCustomForm | null } {
  const [openForm, setOpenForm] = useState<OpenCustomForm | null>(null);
  const openings = useRef(0);
  const current = useRef<OpenCustomForm | null>(null);
  const bound = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(forms).map(([role, slice]): [string, CustomForm] => [
          role,
          {
            open: (row) =>
              new Promise<FormResult>((settle) => {
                if (!slice) {
                  settle({ outcome: 'closed' });
                  return;
                }
                current.current?.closed();
                let result: FormResult = { outcome: 'closed' };
                openings.current += 1;
                const opened: OpenCustomForm = {
                  slice,
                  row: { ...row },
                  key: `${role}:${openings.current}`,
                  saved: (answer) => {
                    result = { outcome: 'saved', answer };
                  },
                  closed: () => {
                    if (current.current === opened) {
                      current.current = null;
                      setOpenForm(null);
                    }
                    settle(result);
                  },
                };
                current.current = opened;
                // The form shows once its entity schema is here (loaded once a session), so it opens whole.
                void entitySchemaOf(slice.form.entity).then(() => {
                  if (current.current === opened) setOpenForm(opened);
                });
              }),
          },
        ]),
      ),
    [forms],
  );
  return { forms: bound, openForm };
}

/**
 * The registered component and its props: calls bound to the screen's endpoints (templates read the
 * page state under the values passed), the block's texts, its props and the page state. Each part
 * keeps its identity across renders (a new session token does not make the component call again),
 * so the component renders again only when what it reads changes.
 */
export function useCustomBlock({ block, endpoints, forms }: CustomBlockSlice, page: PageStateApi): CustomBlockController {
  // The page's loader loads the registry first; only a page rendered without it loads it here.
  const loaded = useSyncExternalStore(subscribeToRegistry, customRegistryLoaded);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    if (!loaded) loadCustomRegistry().catch(() => setLoadFailed(true));
  }, [loaded]);
  const call = useApi();
  const latestCall = useRef(call);
  latestCall.current = call;
  const bound = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(endpoints).map(([name, endpoint]): [string, CustomCall] => [
          name,
          (values): Promise<CallResult> =>
            endpoint
              ? latestCall.current(endpoint, { context: { ...page.snapshot(), ...values } })
              : Promise.resolve({ ok: false, status: 0, data: undefined, errorText: `No endpoint for "${name}"` }),
        ]),
      ),
    [endpoints, page],
  );
  const messages = useMemo(() => customTexts(block.messages), [block.messages]);
  // The component re-renders when a path it read changes, not at every change of the page.
  const read = useTrackedReader(page);
  const publish = useCallback((name: string, value: unknown) => page.set(`${block.id}.${name}`, value), [page, block.id]);
  const state = useMemo(() => ({ read, publish }), [read, publish]);
  const props = useMemo(() => block.props ?? {}, [block.props]);
  const { forms: boundForms, openForm } = useCustomForms(forms);
  if (!loaded) return loadFailed ? { status: 'notice', text: failedComponentText(block.component) } : { status: 'loading' };
  const registered = customComponent(block.component);
  if (!registered) return { status: 'notice', text: missingComponentText(block.component) };
  // The checker holds the props to the contract; this catches a definition written for another version of it.
  if (!registered.validateProps(props)) return { status: 'notice', text: unfitPropsText(block.component) };
  return { status: 'ready', Component: registered.code.Component, props: { endpoints: bound, messages, props, state, forms: boundForms }, openForm };
}
