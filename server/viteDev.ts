import type { Server } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type { NodeHandler } from './app';

/** `npm run dev`: Vite's middleware (hot reload) serves the console, on the same port as the services. */
export async function viteDevFrontEnd(httpServer: Server): Promise<NodeHandler> {
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'spa',
  });
  httpServer.on('close', () => void vite.close());
  return (req, res) => {
    vite.middlewares(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  };
}
