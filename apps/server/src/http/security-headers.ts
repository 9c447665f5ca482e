import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet's security headers on every answer, HTML and API alike (docs/decisions/http-hardening.md):
 * a Content-Security-Policy with no inline or foreign script (the web app is one bundle from this
 * origin; emotion and the ALTCHA widget insert style elements, so styles may be inline), no framing,
 * nosniff, no referrer, and HSTS only when the public origin is https (a plain-http `npm start` on
 * localhost must not pin the browser to https).
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const https = publicUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}

/** API answers are per user and per moment: never stored by a browser or a proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
