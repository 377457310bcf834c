/**
 * The order mailboxes exported labels may be e-mailed to (002 §9: about 24 city order mailboxes
 * plus a developer one; the list itself is not shown, so the reference service keeps these
 * made-up ones). 'No email', the form's default, sends nothing.
 */
export const NO_EMAIL = 'No email';

const CITIES = [
  'Abbotsford', 'Brandon', 'Calgary', 'Edmonton', 'Halifax', 'Hamilton', 'Kamloops', 'Kelowna', 'Kitchener', 'Lethbridge', 'London', 'Moncton',
  'Montreal', 'Nanaimo', 'Ottawa', 'Quebec City', 'Red Deer', 'Regina', 'Saskatoon', "St. John's", 'Toronto', 'Vancouver', 'Victoria', 'Winnipeg',
] as const;

export interface Mailbox {
  /** The address the labels are sent to. */
  email: string;
  /** What the form shows. */
  label: string;
}

const slug = (city: string) => city.toLowerCase().replace(/[^a-z]+/g, '');

export const ORDER_MAILBOXES: readonly Mailbox[] = [
  ...CITIES.map((city) => ({ email: `orders.${slug(city)}@example.ca`, label: `${city} orders` })),
  { email: 'labels.developer@example.ca', label: 'Developer' },
];

/** The mailbox of an address (case-insensitive), if it is one. */
export function mailboxOf(email: string): Mailbox | undefined {
  return ORDER_MAILBOXES.find((mailbox) => mailbox.email === email.trim().toLowerCase());
}
