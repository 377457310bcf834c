/**
 * One zone of moment-timezone's packed IANA data (`data/packed/latest.json`), unpacked. A packed
 * zone is `name|abbrs|offsets|indices|untils|population`: abbreviations and offsets (minutes west of
 * UTC, base 60) are listed once, `indices` (one base-60 digit a period) picks the pair of each
 * period, and `untils` are the ends of the periods as base-60 minute deltas; the last period never ends.
 */
export interface UnpackedZone {
  name: string;
  /** The abbreviation of each period ('CST', 'EST'). */
  abbrs: string[];
  /** The offset of each period, in minutes EAST of UTC (luxon's sign: Winnipeg in winter is -360). */
  offsets: number[];
  /** The end of each period (epoch ms, exclusive); the last is Infinity. */
  untils: number[];
}

function digit(code: number): number {
  if (code > 96) return code - 87; // a-z: 10-35
  if (code > 64) return code - 29; // A-X: 36-59
  return code - 48; // 0-9
}

/** A base-60 number of the packed format ('-3kLtv.o', '60', '1cM0'). */
export function base60(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  let value = 0;
  for (const char of whole) value = value * 60 + digit(char.charCodeAt(0));
  let scale = 1;
  for (const char of fraction) {
    scale /= 60;
    value += digit(char.charCodeAt(0)) * scale;
  }
  return negative ? -value : value;
}

/** A packed zone line, unpacked; throws on a line that is not one. */
export function unpackZone(packed: string): UnpackedZone {
  const [name, abbrText, offsetText, indexText, untilText] = packed.split('|');
  if (!name || abbrText === undefined || offsetText === undefined || !indexText || untilText === undefined) throw new Error(`Not a packed zone: "${packed.slice(0, 40)}"`);
  const abbrList = abbrText.split(' ');
  const offsetList = offsetText.split(' ').map(base60);
  const indices = [...indexText].map((char) => digit(char.charCodeAt(0)));
  const deltas = untilText === '' ? [] : untilText.split(' ').map(base60);
  const untils: number[] = [];
  let end = 0;
  for (let period = 0; period < indices.length; period++) {
    const delta = deltas[period];
    if (period === indices.length - 1 || delta === undefined) {
      untils.push(Infinity);
      break;
    }
    end = Math.round(end + delta * 60000);
    untils.push(end);
  }
  const pick = <T>(list: T[], what: string): T[] =>
    indices.map((index) => {
      const value = list[index];
      if (value === undefined) throw new Error(`Packed zone ${name}: no ${what} #${index}`);
      return value;
    });
  // The packed offsets count minutes west of UTC (moment's sign); `0 - x` keeps 0 from becoming -0.
  return { name, abbrs: pick(abbrList, 'abbreviation'), offsets: pick(offsetList, 'offset').map((minutes) => 0 - minutes), untils };
}

/** The index of the period `ts` (epoch ms) falls in. */
export function periodAt(zone: UnpackedZone, ts: number): number {
  let low = 0;
  let high = zone.untils.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ts < (zone.untils[middle] ?? Infinity)) high = middle;
    else low = middle + 1;
  }
  return low;
}
