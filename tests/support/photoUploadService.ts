import { getRequestListener } from '@hono/node-server';
import { createTokenVerifier } from '../../server/api/auth';
import { createServiceApp, type ApiApp } from '../../server/api/common';
import type { MultipartDeclaration } from '../../server/api/multipart';
import { describeRoute, NO_INPUT } from '../../server/api/routes';
import { CONSOLE_CLIENT_ID, issuerFor } from '../../server/identity/paths';
import { listenLocally, type LocalServer } from './rawHttp';

/**
 * A service with one multipart call, made by the services' own factory and verifying the
 * console's real tokens: no service of ours takes a file yet (the order photos of a later issue
 * will), so this call stands in for one, with a cap over the services' 1 MiB as a photo needs.
 */

export const PHOTO_UPLOAD: MultipartDeclaration = {
  maxBytes: 5 * 1024 * 1024,
  fields: {
    orderId: { kind: 'text', required: true, maxLength: 20 },
    photo: { kind: 'file', required: true, accept: ['image/jpeg', 'image/png'], maxBytes: 4 * 1024 * 1024 },
    note: { kind: 'text', maxLength: 200 },
  },
};

export interface StoredPhoto {
  orderId: string;
  note: string | undefined;
  fileName: string;
  type: string;
  bytes: number;
}

export interface PhotoUploadService {
  app: ApiApp;
  server: LocalServer;
  /** What the call stored, in order: nothing is stored unless the body was accepted. */
  stored: StoredPhoto[];
}

/** Serves `POST /photos` (multipart, PHOTO_UPLOAD) and `GET /photos` on a free port, trusting tokens of the console at `consoleOrigin`. */
export async function startPhotoUploadService(consoleOrigin: string): Promise<PhotoUploadService> {
  const app = createServiceApp(createTokenVerifier(issuerFor(consoleOrigin), CONSOLE_CLIENT_ID, () => Promise.resolve(false)));
  const stored: StoredPhoto[] = [];
  const upload = describeRoute(app, 'POST', '/photos', { multipart: PHOTO_UPLOAD });
  app.post('/photos', async (c) => {
    const { texts, files } = await upload.parts(c);
    const photo = files.photo;
    if (!photo || texts.orderId === undefined) throw new Error('checked parts without their required fields');
    stored.push({ orderId: texts.orderId, note: texts.note, fileName: photo.name, type: photo.type, bytes: photo.size });
    return c.json({ success: `The photo of order ${texts.orderId} has been saved.`, id: stored.length }, 201);
  });
  describeRoute(app, 'GET', '/photos', NO_INPUT);
  app.get('/photos', (c) => c.json(stored));
  const server = await listenLocally(getRequestListener(app.fetch));
  return { app, server, stored };
}
