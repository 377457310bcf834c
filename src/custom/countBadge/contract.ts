import type { CustomContract } from '../../../runtime/custom/customContract.ts';

/** The props a definition gives a count badge. */
export interface CountBadgeProps {
  rowsAt: string;
}

export type CountBadgeEndpoint = 'list';
export type CountBadgeMessage = 'loading' | 'count' | 'loadFailed' | 'refresh';
export type CountBadgePublished = 'count';

/** How many rows a list call answers, with a button to count again; the count is published for other blocks. */
export const countBadgeContract: CustomContract<CountBadgeEndpoint, CountBadgeMessage, CountBadgeProps, CountBadgePublished> = {
  description: 'How many rows a list call answers, with a button to count again; publishes `count`.',
  endpoints: {
    list: { method: 'GET', description: 'the rows it counts; its templates may read the page state' },
  },
  messages: {
    loading: { description: 'shown while the rows load' },
    count: { description: 'the count, e.g. "{count} postal codes"', reads: ['count'] },
    loadFailed: { description: "shown when the call fails; {error} is the service's error text", reads: ['error'] },
    refresh: { description: 'the label of the button that counts again' },
  },
  props: {
    type: 'object',
    properties: {
      rowsAt: { type: 'string', description: 'Where the rows sit in the answer: a dot path such as `rows`; empty when the answer is the list itself.' },
    },
    required: ['rowsAt'],
    additionalProperties: false,
  },
  publishes: { count: { description: 'how many rows the last count found (absent while it counts or after a failure)', type: 'integer' } },
};
