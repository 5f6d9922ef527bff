import fp from 'fastify-plugin';
import { HSTS } from '../../site/csp';

/**
 * A few response headers every reply carries (no helmet needed for these), and HSTS when the request
 * came over HTTPS — directly, or through a trusted proxy's X-Forwarded-Proto (`request.protocol` only
 * believes that header from a proxy TRUST_PROXY names). The HTML pages add their CSP (site/csp.ts).
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'same-origin');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      return payload;
    });
  },
  { name: 'security-headers' },
);
