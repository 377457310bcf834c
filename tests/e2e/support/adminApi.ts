import { expect, type Page } from '@playwright/test';

/**
 * Test data through the admin API with the signed-in page's own id token: each test makes the
 * rows it needs (uniquely named) without going through forms another test already covers.
 */

export interface Zone {
  zone_id: number;
  zone_name: string;
  region_id: number;
  region_name: string;
}

export interface Region {
  region_id: number;
  region_name: string;
}

/** Letters only (a–z), so names stay valid everywhere and capitalisation is visible. */
export function uniqueWord(length = 7): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let i = 0; i < length; i += 1) word += letters[Math.floor(Math.random() * letters.length)] ?? 'x';
  return word;
}

const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
const pick = (text: string) => text[Math.floor(Math.random() * text.length)] ?? 'A';
const digit = () => String(Math.floor(Math.random() * 10));

/**
 * A valid Canadian postal code the demo data never uses: the seed only starts codes with the
 * letters of its provinces, never X (Northwest Territories and Nunavut).
 */
export function uniquePostalCode(): string {
  return `X${digit()}${pick(POSTAL_LETTERS)} ${digit()}${pick(POSTAL_LETTERS)}${digit()}`;
}

async function idToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    if (!key) return '';
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    return typeof stored === 'object' && stored !== null && 'id_token' in stored && typeof stored.id_token === 'string' ? stored.id_token : '';
  });
  expect(token, 'the page is signed in').not.toBe('');
  return token;
}

export class AdminApi {
  private constructor(
    private readonly page: Page,
    private readonly token: string,
  ) {}

  /** The API as the user signed in on `page`. */
  static async of(page: Page): Promise<AdminApi> {
    return new AdminApi(page, await idToken(page));
  }

  private headers() {
    return { Authorization: `Bearer ${this.token}`, language: 'en-CA' };
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.page.request.get(`/api/admin${path}`, { headers: this.headers() });
    expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const response = await this.page.request.post(`/api/admin${path}`, { headers: this.headers(), data: body });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
    return (await response.json()) as T;
  }

  /** A POST that only reads (answers 200), as the inventory query (001 §7 POST /pull-automation/inventory). */
  async read<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const response = await this.page.request.post(`/api/admin${path}`, { headers: this.headers(), data: body });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  /** A GET of the shop service (`/api/shop…`), as the user signed in on `page`. */
  async shop<T>(path: string): Promise<T> {
    const response = await this.page.request.get(`/api/shop${path}`, { headers: this.headers() });
    expect(response.status(), `GET shop ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  /** A storefront GraphQL query (`/api/storefront/graphql`), as the user signed in on `page`. */
  async storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.page.request.post('/api/storefront/graphql', { headers: this.headers(), data: { query, variables } });
    expect(response.status(), `storefront: ${await response.text()}`).toBe(200);
    const answer = (await response.json()) as { data: T; errors?: unknown };
    expect(answer.errors, 'storefront errors').toBeUndefined();
    return answer.data;
  }

  /** A POST whose status the test reads itself (an update answering 200, a refusal). */
  async postStatus(path: string, body: Record<string, unknown>): Promise<number> {
    return (await this.page.request.post(`/api/admin${path}`, { headers: this.headers(), data: body })).status();
  }

  async zone(name: string, regionName: string): Promise<Zone> {
    const found = await this.get<{ result: Zone[] }>(`/places/zone?limit=10000&searchString=${encodeURIComponent(name)}&filterOn=zone_name`);
    const zone = found.result.find((row) => row.zone_name === name && row.region_name === regionName);
    expect(zone, `zone ${name} of ${regionName}`).toBeDefined();
    return zone as Zone;
  }

  async region(name: string): Promise<Region> {
    const regions = await this.get<Region[]>('/places/region');
    const region = regions.find((row) => row.region_name === name);
    expect(region, `region ${name}`).toBeDefined();
    return region as Region;
  }

  /** A region's closed dates as stored (GET /region-rules/{regionId}/rule, 001 §7): `yyyy-MM-dd`, in date order. */
  async closedDates(regionId: number): Promise<string[]> {
    const rule = await this.get<{ datesClosed: string }>(`/region-rules/${regionId}/rule`);
    return rule.datesClosed === '' ? [] : rule.datesClosed.split(',');
  }

  async createZone(zone_name: string, region_id: number): Promise<number> {
    return (await this.post<{ zone_id: number }>('/places/zone', { zone_name, region_id })).zone_id;
  }

  async createTown(town_name: string, zone_id: number): Promise<number> {
    return (await this.post<{ town_id: number }>('/places/town', { town_name, zone_id })).town_id;
  }

  /** A new postal code in a town; another code is tried if a parallel test took this one. */
  async createPostalCode(town_id: number, zone_id: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = uniquePostalCode();
      const response = await this.page.request.post('/api/admin/places/postalcodes', { headers: this.headers(), data: { code, town_id, zone_id } });
      if (response.status() === 201) return code;
      expect(response.status(), await response.text()).toBe(409);
    }
    throw new Error('no free postal code found');
  }

  async createZoneRate(rate: { zone: Zone; displayText: string; rate: string }): Promise<string> {
    const name = `${rate.zone.zone_name} - ${rate.displayText} - ${rate.rate}`;
    await this.post('/rates/zone/rate', {
      name,
      zoneId: rate.zone.zone_id,
      applicableStartTime: '08:00:00',
      applicableEndTime: '20:00:00',
      applicableDate: 1,
      isSameDayOnly: false,
      displayText: rate.displayText,
      rate: rate.rate,
    });
    return name;
  }

  async createSpecialRate(rate: {
    name: string;
    zone: Zone;
    rateName: string;
    rate: string;
    cutoffDate: string;
    deliveryDate: string;
  }): Promise<void> {
    await this.post('/rates/special/zone/rate', {
      name: rate.name,
      zone_id: rate.zone.zone_id,
      rate_name: rate.rateName,
      rate: rate.rate,
      cutoff_time: '12:00',
      cutoff_date: rate.cutoffDate,
      delivery_date: rate.deliveryDate,
    });
  }

  async createDeliveryRate(period: string, rate: string): Promise<string> {
    const name = `${period} - ${rate}`;
    await this.post('/rates', { name, period, rate });
    return name;
  }
}
