import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';

/**
 * A plugin with its name for fastify. Without one, fastify looks the function up among every loaded module
 * (`require.cache`) on each register; under jest that is a proxy over the test file's whole module registry,
 * about a second of each server test file's app (measured with --cpu-prof: getPluginName's own time).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any plugin's options
export function named<P extends FastifyPluginAsync<any> | FastifyPluginCallback<any>>(plugin: P): P {
  const key = Symbol.for('fastify.display-name');
  if (!(key in plugin)) Object.defineProperty(plugin, key, { value: plugin.name || 'anonymous' });
  return plugin;
}
