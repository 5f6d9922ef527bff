import fp from 'fastify-plugin';

/** A few response headers every reply carries (no helmet needed for these). */
export default fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'same-origin');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      return payload;
    });
  },
  { name: 'security-headers' },
);
