import type { Queryable } from '../../db/database';
import type { StaffIdentity } from '../auth';

/**
 * Sending SMS (002 §7 Driver SMS, opt-outs). The reference services never reach a network: the
 * gateway is simulated, deterministically — every message to a valid Canadian number (which is
 * all the callers let through) is accepted as 'sent'. A real gateway would implement
 * `SmsGateway` and answer 'failed' when the carrier refuses a message; either way the message is
 * stored, as sent, in sms_message (0030_sms.sql), which SMS history lists.
 */
export interface OutgoingSms {
  /** E.164 recipient, e.g. +12045550134. */
  to: string;
  body: string;
}

export type SmsStatus = 'sent' | 'failed';

export interface SmsGateway {
  /** The console's sending number, E.164. */
  readonly from: string;
  send(message: OutgoingSms): SmsStatus;
}

/** The console's sending number in the demo: a fictional Winnipeg number (555-01xx). */
export const DEMO_SENDER_PHONE = '+12045550100';

export const simulatedSmsGateway: SmsGateway = {
  from: DEMO_SENDER_PHONE,
  send: () => 'sent',
};

/** What is stored with a message besides its text. */
export type SmsPurpose = { purpose: 'driver'; driverId: number; templateId: number; hubRegionId: string } | { purpose: 'opt-out' };

/**
 * Sends each message through the gateway and stores it with its status and who sent it, in the
 * caller's (audited) transaction; answers the ids, in order. Empty in, nothing written.
 */
export async function sendAndStore(
  tx: Queryable,
  gateway: SmsGateway,
  staff: StaffIdentity,
  messages: readonly (OutgoingSms & SmsPurpose)[],
): Promise<number[]> {
  if (messages.length === 0) return [];
  const params: unknown[] = [];
  const value = (item: unknown) => {
    params.push(item);
    return `$${params.length}`;
  };
  const tuples = messages.map((message) => {
    const status = gateway.send({ to: message.to, body: message.body });
    const driver = message.purpose === 'driver' ? message : undefined;
    return `(${[
      value(message.to),
      value(gateway.from),
      value(message.body),
      value(status),
      value(message.purpose),
      `${value(driver?.driverId ?? null)}::int`,
      `${value(driver?.templateId ?? null)}::int`,
      `${value(driver?.hubRegionId ?? null)}::text`,
      value(staff.sub),
      `${value(staff.email ?? null)}::text`,
    ].join(', ')})`;
  });
  const { rows } = await tx.query<{ id: number }>(
    `insert into sms_message (to_phone, from_phone, body, status, purpose, driver_id, template_id, hub_region_id, sent_by_sub, sent_by_email)
     values ${tuples.join(', ')} returning id`,
    params,
  );
  // Ids of one multi-row insert are taken in the order of its rows.
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
