import { centsOf, priceOfCents, type AttributeInput } from './cartInput';

/** A line of a stored cart (storefront_cart.lines): what was bought, at what price, with which attributes. */
export interface StoredCartLine {
  variantId: number;
  productTitle: string;
  variantTitle: string;
  sku: string;
  /** Unit price as stored ('65.00'), CAD. */
  price: string;
  quantity: number;
  attributes: AttributeInput[];
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (found) => ESCAPES[found] ?? found);

/** '$130.00' (CAD). */
const dollars = (price: string) => `$${price}`;

function lineHtml(line: StoredCartLine): string {
  const name = line.variantTitle === 'Default Title' ? line.productTitle : `${line.productTitle} - ${line.variantTitle}`;
  const attributes = line.attributes.map((attribute) => `<li>${escaped(attribute.key)}: ${escaped(attribute.value)}</li>`).join('');
  const lineTotal = priceOfCents(centsOf(line.price) * line.quantity);
  return `<tr><td>${escaped(name)}<br><small>SKU ${escaped(line.sku)}</small>${attributes ? `<ul>${attributes}</ul>` : ''}</td><td>${line.quantity}</td><td>${dollars(line.price)}</td><td>${dollars(lineTotal)}</td></tr>`;
}

/** The page a cart's checkoutUrl shows: its lines (with attributes), discount codes and total in CAD; every text escaped. */
export function cartPageHtml(lines: readonly StoredCartLine[], discountCodes: readonly string[], total: string): string {
  const codes = discountCodes.length > 0 ? `<p>Discount codes: ${discountCodes.map(escaped).join(', ')}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Your cart</title></head>
<body><h1>Your cart</h1>
<table><thead><tr><th>Item</th><th>Quantity</th><th>Price</th><th>Line total</th></tr></thead>
<tbody>${lines.map(lineHtml).join('')}</tbody></table>
${codes}<p>Total: <strong>${dollars(total)} CAD</strong></p>
</body></html>`;
}
