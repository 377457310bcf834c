import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import type { MultipartDeclaration } from '../../multipart';
import { describeRoute, type ParameterSchema } from '../../routes';
import { bodyValidator } from '../../validate';
import { auditedWrite } from '../writes';
import { imageSizeProblem, imageTypeOf } from './imageType';
import { orderIdsProblem, readOrderIds } from './orderIdList';
import { findOrderIds } from './orderStore';

/** The largest delivery image: a phone photo is bigger than the services' 1 MiB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** POST /order/fulfilltask/imageupload's parts (schemas/entities/manual-fulfilment.schema.json $defs.upload). */
export const IMAGE_UPLOAD: MultipartDeclaration = {
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: 'The image is larger than 10 MiB: choose a smaller photo or take it at a lower resolution.',
  fields: {
    orderId: { kind: 'text', required: true, maxLength: 1000 },
    file: { kind: 'file', required: true, accept: ['image/jpeg', 'image/png'] },
    fileName: { kind: 'text', maxLength: 255 },
  },
};

const IMAGE_PARAMS: ParameterSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string', minLength: 36, maxLength: 36, pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description: "The image's random id." },
  },
  required: ['uuid'],
  additionalProperties: false,
};
const validImageId = bodyValidator<{ uuid: string }>(IMAGE_PARAMS);

const UPLOAD_INVALID = 'The delivery image was not stored.';

/**
 * The delivery images of manual fulfilment (001 §7):
 * - POST /order/fulfilltask/imageupload, multipart `orderId`, `file`, `fileName`: stores the image
 *   and answers 201 `{ url }`. The body may be up to 10 MiB (413 with IMAGE_UPLOAD.tooLarge above
 *   it); the file must be a JPEG or PNG by its content type and by its bytes (400 naming `file`
 *   otherwise: a GIF renamed .jpg is refused), of at most MAX_IMAGE_PIXELS as its header declares them (what it
 *   decodes to, read without decoding: a small PNG may declare billions of pixels); the order ids must name stored orders (400 naming
 *   `orderId`).
 * - GET /order/fulfilltask/image/{uuid}: the image, served with its content type. Decision: this
 *   call takes no token. The address is put in an `<img>` (and kept with the fulfilment for
 *   whoever reads the order), and an `<img>` cannot send a bearer token; the random id (122 bits)
 *   is what keeps an image private, as a storage bucket's unguessable object address would.
 */
export function registerFulfilImages(app: ApiApp, db: Database): void {
  const upload = describeRoute(app, 'POST', '/order/fulfilltask/imageupload', { multipart: IMAGE_UPLOAD });
  app.post('/order/fulfilltask/imageupload', async (c) => {
    const { texts, files } = await upload.parts(c);
    const file = files.file;
    if (!file || texts.orderId === undefined) throw new Error('checked parts without their required fields');
    const ids = readOrderIds(texts.orderId);
    const idsProblem = orderIdsProblem(ids);
    if (idsProblem) return jsonError(c, 400, UPLOAD_INVALID, { orderId: idsProblem });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = imageTypeOf(bytes);
    if (!type) return jsonError(c, 400, UPLOAD_INVALID, { file: 'is not a JPEG or PNG image: only .jpg, .jpeg and .png photos are taken' });
    // What the image decodes to is bounded by the pixels it declares, before it is kept for anyone's browser to open.
    const sizeProblem = imageSizeProblem(bytes, type);
    if (sizeProblem) return jsonError(c, 400, `${UPLOAD_INVALID} The image ${sizeProblem}.`, { file: sizeProblem });
    const fileName = (texts.fileName ?? file.name).trim() || (type === 'image/png' ? 'image.png' : 'image.jpg');
    const uuid = randomUUID();
    return auditedWrite(c, db, async (tx) => {
      const { missing } = await findOrderIds(tx, ids.names);
      if (missing.length > 0) return jsonError(c, 400, UPLOAD_INVALID, { orderId: `names no stored order: ${missing.slice(0, 5).join(', ')}` });
      const { rows } = await tx.query<{ id: number }>(
        'insert into order_image (uuid, order_ref, file_name, content_type, byte_size) values ($1, $2, $3, $4, $5) returning id',
        [uuid, ids.names.join(','), fileName.slice(0, 255), type, bytes.byteLength],
      );
      await tx.query('insert into order_image_data (image_id, bytes) values ($1, $2)', [rows[0]?.id, bytes]);
      const url = new URL(c.req.url);
      return c.json({ url: `${url.origin}${c.req.path.replace(/\/imageupload$/, `/image/${uuid}`)}` }, 201);
    });
  });

  describeRoute(app, 'GET', '/order/fulfilltask/image/:uuid', { params: IMAGE_PARAMS, public: true });
  app.get('/order/fulfilltask/image/:uuid', async (c) => {
    const uuid = c.req.param('uuid');
    const checked = validImageId({ uuid });
    if (!checked.ok) return jsonError(c, 400, 'The image id is not valid.', checked.fields);
    const { rows } = await db.query<{ content_type: string; file_name: string; bytes: Uint8Array }>(
      'select i.content_type, i.file_name, d.bytes from order_image i join order_image_data d on d.image_id = i.id where i.uuid = $1',
      [uuid],
    );
    const image = rows[0];
    if (!image) return jsonError(c, 404, 'There is no such image.');
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.content_type,
      'Content-Disposition': `inline; filename="${image.file_name.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
