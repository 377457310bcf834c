import type { Context } from 'hono';
import type { Database } from '../../db/database';
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute, NO_INPUT } from '../routes';
import { LANGUAGES, type Language } from './params';

/** A landing page of the storefront, its texts in the language asked for. */
export interface LandingPage {
  id: number;
  handle: string;
  title: string;
  description: string;
  /** The storefront tag of the products it features (the landing-page bouquet query's LANDING). */
  productTag: string;
}

/** The language the `language` header asks for (any case; absent or blank: en-ca), or undefined for another. */
export function headerLanguage(c: Context): Language | undefined {
  const asked = (c.req.header('language') ?? '').trim().toLowerCase();
  if (asked === '') return 'en-ca';
  return LANGUAGES.find((language) => language === asked);
}

/**
 * GET /landingpage/all (000 §7: on the shop API, with the language header en-ca): the
 * storefront's landing pages in their order, titles and descriptions in English or French by the
 * `language` header (the console sends en-CA); another language is a 400 naming the header. The
 * specification gives no answer shape: this one is documented in docs/route-coverage.md.
 */
export function registerLandingPages(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/landingpage/all', NO_INPUT);
  app.get('/landingpage/all', async (c) => {
    const language = headerLanguage(c);
    if (!language) return jsonError(c, 400, 'The landing page request is not valid.', { language: `must be ${LANGUAGES.join(' or ')}` });
    const french = language === 'fr-ca';
    const { rows } = await db.query<LandingPage>(
      `select id, handle, ${french ? 'title_fr' : 'title_en'} as title, ${french ? 'description_fr' : 'description_en'} as description, product_tag as "productTag"
         from shop_landing_page order by position`,
    );
    return c.json(rows);
  });
}
