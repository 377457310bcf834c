import type { Database } from '../../db/database';
import { SHORT_ID_PATTERN } from '../admin/checkout/linkIds';
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute, type ParameterSchema } from '../routes';
import { bodyValidator } from '../validate';

const PARAMS: ParameterSchema = {
  type: 'object',
  properties: { shortId: { type: 'string', minLength: 7, maxLength: 7, pattern: SHORT_ID_PATTERN, description: 'The random 7-letter id of POST /short/url (001 §9).' } },
  required: ['shortId'],
  additionalProperties: false,
};

const validShortId = bodyValidator<{ shortId: string }>(PARAMS);

/**
 * GET /s/{shortId} on the shop host (`/api/shop/s/AbcDefG`): follows a short link of POST
 * /short/url with a 302 to its address, which PUT /checkout-automation may have moved to the
 * checkout's new address. Public, as the customer opening the link has no token: the random id
 * is what keeps it private. 404 `{ error }` for an unknown id, 400 naming shortId when it is not
 * 7 letters.
 */
export function registerShortLinkRedirect(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/s/:shortId', { params: PARAMS, public: true });
  app.get('/s/:shortId', async (c) => {
    const shortId = c.req.param('shortId');
    const checked = validShortId({ shortId });
    if (!checked.ok) return jsonError(c, 400, 'The short link is not valid: its id is 7 letters.', checked.fields);
    const { rows } = await db.query<{ url: string }>('select url from short_link where short_id = $1', [shortId]);
    const link = rows[0];
    if (!link) return jsonError(c, 404, 'There is no such short link.');
    c.header('Cache-Control', 'no-store');
    return c.redirect(link.url, 302);
  });
}
