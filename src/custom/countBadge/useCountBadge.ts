import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomComponentProps } from '../../../runtime/custom/customContract';
import type { CountBadgeEndpoint, CountBadgeMessage, CountBadgeProps, CountBadgePublished } from './contract';
import { rowCount } from './rowCount';

export type CountBadgeProperties = CustomComponentProps<CountBadgeEndpoint, CountBadgeMessage, CountBadgeProps, CountBadgePublished>;

export type CountBadgeView = { status: 'loading'; text: string } | { status: 'counted'; text: string } | { status: 'failed'; text: string };

/** Calls the list once shown and on `refresh`; the latest call wins. Publishes the count (removed while unknown). */
export function useCountBadge({ endpoints, messages, props, state }: CountBadgeProperties): { view: CountBadgeView; refresh: () => void; refreshLabel: string } {
  const [view, setView] = useState<CountBadgeView>({ status: 'loading', text: messages.loading() });
  const latest = useRef(0);
  const { list } = endpoints;
  const { publish } = state;
  const count = useCallback(async () => {
    const call = ++latest.current;
    setView({ status: 'loading', text: messages.loading() });
    publish('count', undefined);
    const result = await list();
    if (call !== latest.current) return;
    const counted = result.ok ? rowCount(result.data, props.rowsAt) : undefined;
    if (counted === undefined) {
      setView({ status: 'failed', text: messages.loadFailed({ error: result.ok ? '' : (result.errorText ?? '') }) });
      return;
    }
    publish('count', counted);
    setView({ status: 'counted', text: messages.count({ count: counted }) });
  }, [list, messages, props.rowsAt, publish]);
  useEffect(() => {
    void count();
  }, [count]);
  return { view, refresh: () => void count(), refreshLabel: messages.refresh() };
}
