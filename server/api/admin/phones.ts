/**
 * Canadian phone numbers (002 §5 'Opt-out phone'; driver phones). A number is read as typed
 * ('204-555-0134', '(204) 555-0134', '204.555.0134', '+1 204 555 0134', '12045550134'), must be
 * a North American number (10 digits, or 11 starting with 1; area code and exchange not starting
 * with 0 or 1, exchange not N11) whose area code is a geographic Canadian one, and is stored in
 * E.164 form: '+12045550134'.
 *
 * Decision (002 is silent on the format): only Canadian geographic area codes are accepted, so a
 * US number or a typo in the area code is refused rather than texted; the list follows the
 * Canadian Numbering Administrator's assignments (overlays up to 2025 included). Non-geographic
 * codes (600, 622, 633) are refused: no SMS goes through them.
 */
export const CANADIAN_AREA_CODES: ReadonlySet<string> = new Set([
  // Newfoundland and Labrador; Nova Scotia and PEI; New Brunswick
  '709', '879', '782', '902', '428', '506',
  // Quebec
  '263', '354', '367', '368', '418', '438', '450', '468', '514', '579', '581', '819', '873',
  // Ontario
  '226', '249', '289', '343', '365', '382', '387', '416', '437', '519', '548', '613', '647', '683', '705', '742', '753', '807', '905', '942',
  // Manitoba; Saskatchewan
  '204', '431', '584', '306', '474', '639',
  // Alberta
  '403', '587', '780', '825',
  // British Columbia; the territories
  '236', '250', '257', '604', '672', '778', '867',
]);

/** The shape a number is typed in: digits and the usual separators only. */
const TYPED_PHONE = /^\+?[\d\s().-]+$/;

/** What the console stores and answers: E.164 for a Canadian number. */
export const E164_CANADIAN = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

export type PhoneReading = { ok: true; phone: string } | { ok: false; problem: string };

/** Reads one typed phone number as E.164 ('+12045550134'), or says what is wrong with it. */
export function readCanadianPhone(typed: string): PhoneReading {
  const text = typed.trim();
  const example = 'e.g. 204-555-0134';
  if (text === '') return { ok: false, problem: 'is empty' };
  if (!TYPED_PHONE.test(text)) return { ok: false, problem: `holds characters a phone number does not (${example})` };
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return { ok: false, problem: `has ${digits.length} digits; a phone number has 10 (${example})` };
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (!CANADIAN_AREA_CODES.has(area)) return { ok: false, problem: `has area code ${area}, which is not a Canadian one` };
  if (!/^[2-9]\d{2}$/.test(exchange) || exchange.endsWith('11')) return { ok: false, problem: `has exchange ${exchange}, which no phone number has` };
  return { ok: true, phone: `+1${digits}` };
}

/** '(204) 555-0134' for '+12045550134' (as people read it); anything else as is. */
export function displayPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1] ?? ''}) ${match[2] ?? ''}-${match[3] ?? ''}` : e164;
}

/** The most phones one opt-out call takes. */
export const MAX_PHONES_PER_CALL = 100;

export type PhoneListReading = { ok: true; phones: string[] } | { ok: false; problem: string };

/**
 * Reads a comma-separated list of phones (002 §5: '{phone},{phone}'): empty entries (a trailing
 * comma) are skipped, the same number typed twice counts once. A bad entry is named with its
 * position and text: 'entry 2, "204-55-0134", has 9 digits; …'.
 */
export function readPhoneList(typed: string): PhoneListReading {
  const entries = typed.split(',').map((entry) => entry.trim());
  const problems: string[] = [];
  const phones: string[] = [];
  entries.forEach((entry, index) => {
    if (entry === '') return;
    const reading = readCanadianPhone(entry);
    if (!reading.ok) problems.push(`entry ${index + 1}, "${entry.slice(0, 40)}", ${reading.problem}`);
    else if (!phones.includes(reading.phone)) phones.push(reading.phone);
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ');
    return { ok: false, problem: problems.length > 5 ? `${shown} (and ${problems.length - 5} more)` : shown };
  }
  if (phones.length === 0) return { ok: false, problem: 'Phone is required' };
  if (phones.length > MAX_PHONES_PER_CALL) return { ok: false, problem: `holds ${phones.length} phones; at most ${MAX_PHONES_PER_CALL} at a time` };
  return { ok: true, phones };
}
