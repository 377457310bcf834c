/**
 * Deterministic generator of demo Canadian postal codes ('A1A 1A1').
 *
 * Real rules kept: D, F, I, O, Q and U never appear; W and Z never start a code; the first
 * letter follows the province (B NS, C PE, E NB, G/H/J QC, K–P ON, R MB, S SK, T AB, V BC).
 * Each town gets its own forward sortation area (the first three characters) and only spills
 * into a further one when it needs more than the 2,000 codes an area can hold; towns of one
 * zone lean towards the same district (letter and digit), as neighbouring real areas do.
 * The same towns, count and seed always give the same codes (mulberry32, no Math.random).
 */
import { seededRandom } from '../../../shared/seededRandom.ts';

export interface PostalCodeTown {
  townId: number;
  zoneId: number;
  /** Province code of the town's region (see PROVINCE_POSTAL_LETTERS). */
  provinceCode: string;
  /** Optional first letter for the town, one of its province's letters (e.g. 'C' for PEI towns of the Maritimes). */
  postalLetter?: string;
}

export interface GeneratedPostalCode {
  postalcode: string;
  town_id: number;
  zone_id: number;
}

/** First letters of postal codes by province code ('HX', the Maritimes, covers NS, PE and NB). */
export const PROVINCE_POSTAL_LETTERS: Readonly<Record<string, readonly string[]>> = {
  NS: ['B'],
  PE: ['C'],
  NB: ['E'],
  HX: ['B', 'C', 'E'],
  QC: ['G', 'H', 'J'],
  ON: ['K', 'L', 'M', 'N', 'P'],
  MB: ['R'],
  SK: ['S'],
  AB: ['T'],
  BC: ['V'],
};

/** The 20 letters allowed after the first position (no D, F, I, O, Q, U). */
export const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** Local delivery units (last three characters) per forward sortation area: digit × letter × digit. */
export const CODES_PER_FSA = 10 * POSTAL_LETTERS.length * 10;


/** First letters allowed for a province code; throws on an unknown code. */
export function postalLettersFor(provinceCode: string): readonly string[] {
  const letters = PROVINCE_POSTAL_LETTERS[provinceCode];
  if (!letters) throw new Error(`Unknown province code for postal codes: ${provinceCode}`);
  return letters;
}

/**
 * Generates exactly `count` unique postal codes spread evenly over `towns` (the remainder
 * going to seeded-random towns), sorted by code. Throws when the provinces' code space runs out.
 */
export function generatePostalCodes(
  towns: readonly PostalCodeTown[],
  count: number,
  seed: number,
): GeneratedPostalCode[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Postal code count must be a non-negative integer, got ${count}`);
  if (count === 0) return [];
  if (towns.length === 0) throw new Error('Cannot generate postal codes without towns');

  const random = seededRandom(seed);
  const pick = (n: number): number => Math.floor(random() * n);

  const letterChoices = towns.map((town) => {
    const allowed = postalLettersFor(town.provinceCode);
    if (town.postalLetter === undefined) return allowed;
    if (!allowed.includes(town.postalLetter)) {
      throw new Error(`Postal letter ${town.postalLetter} does not belong to province ${town.provinceCode}`);
    }
    // The preferred letter first, the others only once its areas are used up.
    return [town.postalLetter, ...allowed.filter((letter) => letter !== town.postalLetter)];
  });

  // Even spread; the remainder goes to distinct towns chosen by the seed.
  const perTown = new Array<number>(towns.length).fill(Math.floor(count / towns.length));
  const order = shuffledIndices(towns.length, pick);
  for (let i = 0; i < count % towns.length; i++) perTown[at(order, i)] = at(perTown, at(order, i)) + 1;

  const fsas = new FsaAllocator(pick);
  const codes: GeneratedPostalCode[] = [];
  towns.forEach((town, index) => {
    let remaining = at(perTown, index);
    const letters = at(letterChoices, index);
    while (remaining > 0) {
      const fsa = fsas.take(town.zoneId, letters);
      const size = Math.min(remaining, CODES_PER_FSA);
      for (const ldu of sampleLdus(size, pick)) {
        codes.push({ postalcode: `${fsa} ${ldu}`, town_id: town.townId, zone_id: town.zoneId });
      }
      remaining -= size;
    }
  });
  return codes.sort((a, b) => (a.postalcode < b.postalcode ? -1 : a.postalcode > b.postalcode ? 1 : 0));
}

/** Hands out unused forward sortation areas, keeping a zone's towns in one district while it lasts. */
class FsaAllocator {
  /** Remaining third letters per district (first letter + digit), shuffled on first use. */
  private readonly districts = new Map<string, string[]>();
  private readonly zoneDistrict = new Map<number, string>();

  constructor(private readonly pick: (n: number) => number) {}

  take(zoneId: number, letters: readonly string[]): string {
    const preferred = this.zoneDistrict.get(zoneId);
    if (preferred !== undefined && letters[0] === preferred[0]) {
      const fsa = this.takeFrom(preferred);
      if (fsa) return fsa;
    }
    for (const letter of letters) {
      const open = [...'0123456789'].map((digit) => letter + digit).filter((district) => this.remaining(district).length > 0);
      if (open.length === 0) continue;
      // Digit 0 marks rural areas in real codes: use it only once the urban districts are full.
      const urban = open.filter((district) => !district.endsWith('0'));
      if (urban.length > 0) open.splice(0, open.length, ...urban);
      const district = at(open, this.pick(open.length));
      this.zoneDistrict.set(zoneId, district);
      const fsa = this.takeFrom(district);
      if (fsa) return fsa;
    }
    throw new Error(`No forward sortation areas left for letters ${letters.join(', ')}`);
  }

  private remaining(district: string): string[] {
    let left = this.districts.get(district);
    if (!left) {
      left = shuffledIndices(POSTAL_LETTERS.length, this.pick).map((i) => POSTAL_LETTERS.charAt(i));
      this.districts.set(district, left);
    }
    return left;
  }

  private takeFrom(district: string): string | undefined {
    const letter = this.remaining(district).pop();
    return letter === undefined ? undefined : district + letter;
  }
}

/** `size` distinct local delivery units ('1A1'), chosen by a partial Fisher–Yates shuffle. */
function sampleLdus(size: number, pick: (n: number) => number): string[] {
  const pool = Uint16Array.from({ length: CODES_PER_FSA }, (_, i) => i);
  const letters = POSTAL_LETTERS.length;
  const result: string[] = [];
  for (let i = 0; i < size; i++) {
    const j = i + pick(CODES_PER_FSA - i);
    const value = at(pool, j);
    pool[j] = at(pool, i);
    pool[i] = value;
    const first = Math.floor(value / (letters * 10));
    const letter = POSTAL_LETTERS.charAt(Math.floor(value / 10) % letters);
    result.push(`${first}${letter}${value % 10}`);
  }
  return result;
}

function shuffledIndices(n: number, pick: (n: number) => number): number[] {
  const indices = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = pick(i + 1);
    const value = at(indices, j);
    indices[j] = at(indices, i);
    indices[i] = value;
  }
  return indices;
}

function at<T>(values: ArrayLike<T>, index: number): T {
  const value = values[index];
  if (value === undefined) throw new Error(`Index ${index} out of range`);
  return value;
}
