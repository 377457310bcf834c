import { expect } from 'vitest';
import type { Order } from '../../runtime/generated/entities';
import type { AdminClient } from './api';

/** The stored order of this name as GET /pull-automation/order/{orderName} answers it (a 200 is expected). */
export async function orderNamed(api: AdminClient, name: string): Promise<Order> {
  const answer = await api.get<Order>(`/pull-automation/order/${encodeURIComponent(name)}`);
  expect(answer.status, name).toBe(200);
  return answer.body;
}
