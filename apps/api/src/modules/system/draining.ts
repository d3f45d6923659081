// Whether a server is shutting down (SIGTERM): its /healthz answers 503 "draining" so that a load
// balancer takes it out, while it still serves the rest (server.ts). Kept per HTTP server, which
// every encapsulated Fastify instance of one app shares.
const draining = new WeakSet<object>();

export const markDraining = (server: object) => {
  draining.add(server);
};

export const isDraining = (server: object) => draining.has(server);
