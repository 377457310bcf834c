/**
 * A price as the Storefront API's Decimal scalar writes it: the database's fixed two decimals
 * without trailing zeros, at least one decimal kept ('65.00' → '65.0', '12.50' → '12.5',
 * '2.99' → '2.99').
 */
export function storefrontDecimal(stored: string): string {
  if (!/^\d+(\.\d+)?$/.test(stored)) throw new Error(`Not a stored price: ${stored}`);
  const [whole = '0', fraction = ''] = stored.split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${whole.replace(/^0+(?=\d)/, '')}.${kept || '0'}`;
}
