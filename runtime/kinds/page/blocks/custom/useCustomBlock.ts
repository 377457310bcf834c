import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { CallResult } from '../../../../api/callEndpoint';
import { useApi } from '../../../../api/useApi';
import type { AnyCustomProps, CustomCall } from '../../../../custom/customContract';
import { customComponent, customRegistryLoaded, loadCustomRegistry, subscribeToRegistry } from '../../../../custom/customComponents';
import type { PageStateApi } from '../../state/pageStore';
import { useTrackedReader } from '../../state/useTrackedReader';
import type { CustomBlockSlice } from './customBlockSlice';
import { customTexts, failedComponentText, missingComponentText, unfitPropsText } from './customTexts';

export type CustomBlockController =
  | { status: 'loading' }
  | { status: 'notice'; text: string }
  | { status: 'ready'; Component: ComponentType<AnyCustomProps>; props: AnyCustomProps };

/**
 * The registered component and its props: calls bound to the screen's endpoints (templates read the
 * page state under the values passed), the block's texts, its props and the page state. Each part
 * keeps its identity across renders (a new session token does not make the component call again),
 * so the component renders again only when what it reads changes.
 */
export function useCustomBlock({ block, endpoints }: CustomBlockSlice, page: PageStateApi): CustomBlockController {
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
  if (!loaded) return loadFailed ? { status: 'notice', text: failedComponentText(block.component) } : { status: 'loading' };
  const registered = customComponent(block.component);
  if (!registered) return { status: 'notice', text: missingComponentText(block.component) };
  // The checker holds the props to the contract; this catches a definition written for another version of it.
  if (!registered.validateProps(props)) return { status: 'notice', text: unfitPropsText(block.component) };
  return { status: 'ready', Component: registered.code.Component, props: { endpoints: bound, messages, props, state } };
}
