import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Paths that never fall back to the SPA's index.html: the API, and files (a missing asset stays a 404). */
const NOT_SPA = /^\/(api|trpc|healthz|readyz|assets)(\/|$)/;
const FILE_NAME = /\/[^/]*\.[^/]*$/;
const SOURCE_MAP = /\.map$/i;

/**
 * The built web app (WEB_DIST_DIR): hashed assets cached for a year (source maps are not served), everything else that is a GET
 * for a page answered with index.html so client-side routes (/labs/12/surveys) load the app.
 */
export function staticSpa(distDir: string): Router {
  const router = express.Router();
  const indexHtml = join(distDir, 'index.html');
  // the build keeps its source maps for the operators (vite's 'hidden' maps); they are not served
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (SOURCE_MAP.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  });
  // the build's precompressed twins (.br, .gz) by the client's Accept-Encoding; hashed names: immutable
  router.use(
    '/assets',
    expressStaticGzip(join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '365d', index: false, fallthrough: true },
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path) || FILE_NAME.test(req.path)) return next();
    if (!existsSync(indexHtml)) {
      res.status(404).type('text/plain').send('The web app is not built (pnpm --filter @eqa/web build).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
