/**
 * How a customer of the list is stored and found (002 §3: 'email (an email or phone)'): trimmed,
 * an e-mail lower-cased (addresses differ by case only in their local part, which no mail service
 * of ours treats as different), a phone kept as typed.
 */
export function customerKey(typed: string): string {
  const trimmed = typed.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}

/** The list a customer is on, as a sentence names it (002 §2: 'Review List', 'VIP List'). */
export function listName(flags: { VIPList: boolean }): string {
  return flags.VIPList ? 'VIP List' : 'Review List';
}
