import fp from 'fastify-plugin';

/**
 * Where the process is in its life, for the readiness check: `drain()` (server.ts, on SIGTERM/SIGINT) turns
 * `GET /api/health/ready` to 503 while every other route keeps serving, so a load balancer stops sending
 * new requests here before the server stops accepting them; meanwhile each answer says `Connection: close`.
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export default fp(
  async (app) => {
    let draining = false;
    const lifecycle: Lifecycle = {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    };
    app.decorate('lifecycle', lifecycle);
    // while draining, every answer closes its connection: the proxy's pool forgets this process's keep-alive
    // connections before the server stops, so no request is later sent on one the closing server refuses
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
