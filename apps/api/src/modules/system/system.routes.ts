// Health and version: what an operator and the version screen read.
import { needsAppUpdate } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { isDraining } from './draining.ts';

export async function systemRoutes(app: FastifyInstance, opts: { ping: () => Promise<void> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/healthz',
    {
      config: { tenancy: { from: 'none', reason: 'open: what a load balancer asks' } },
      schema: {
        tags: ['system'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
          // Draining: shutting down, still serving the requests the balancer sends meanwhile.
          503: z.union([
            z.object({ status: z.literal('error'), database: z.literal('down') }),
            z.object({ status: z.literal('draining') }),
          ]),
        },
      },
    },
    async (req, reply) => {
      if (isDraining(app.server)) return reply.status(503).send({ status: 'draining' as const });
      try {
        await opts.ping();
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, database: 'down' as const });
      }
    },
  );

  r.get(
    '/app/version',
    {
      config: {
        tenancy: { from: 'none', reason: 'open: the version check of the apps' },
        example: { query: { platform: 'android', appVersion: '1.0.0' } },
      },
      schema: {
        tags: ['system'],
        // SPEC §4 version check: an app sends its platform and version to learn if it must update.
        querystring: z
          .object({
            platform: z.enum(['ios', 'android']).optional(),
            appVersion: z
              .string()
              .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/)
              .optional(),
          })
          .strict(),
        response: {
          200: envelope(
            z.object({
              version: z.string(),
              minAppVersion: z.object({ ios: z.string(), android: z.string() }),
              updateRequired: z.boolean(),
            }),
          ),
        },
      },
    },
    async (req) => {
      const { platform, appVersion } = req.query;
      const minimums = app.config.minAppVersion;
      return ok({
        version: app.config.version,
        minAppVersion: minimums,
        updateRequired: Boolean(
          platform && appVersion && needsAppUpdate(platform, appVersion, minimums),
        ),
      });
    },
  );
}
