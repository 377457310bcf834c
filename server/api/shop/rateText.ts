/**
 * A stored rate ('$10', '$12.5', '10') as the shop answers it: a dollar text with cents
 * ('$10.00', 001 §3 'zone_rate'). A text that is no amount comes back as stored.
 */
export function zoneRateText(rate: string): string {
  const amount = rate.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) return rate;
  return `$${Number(amount).toFixed(2)}`;
}

/**
 * The delivery text of a special rate: its rate_name ('Anytime (8am - 8pm) - $25', 000 §5) without
 * the trailing ' - ' and rate; a name without that ending comes back trimmed.
 */
export function specialRateText(rateName: string): string {
  return rateName.replace(/\s+-\s+\$?\d+(\.\d{1,2})?\s*$/, '').trim();
}
