// GET /api/activities/{activityId}/console: the console home's summary for the activity's admins
// (issue 25): the set-up steps left and what waits for the staff, as the modules registered them.
import { ATTENTION_KEYS, type ConsoleSummary, consoleSummary, SETUP_STEPS } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParams, ok } from '../../platform/envelope.ts';
import type { FeatureName } from '../../platform/features.ts';
import { adminTenancy } from '../../platform/tenancy.ts';

async function summaryOf(app: FastifyInstance, activityId: number): Promise<ConsoleSummary> {
  const { steps, attention } = app.consoleParts;
  const applies = (feature?: FeatureName) =>
    feature ? app.featureOn(feature, activityId) : Promise.resolve(true);
  const now = app.ctx.clock.now();
  const [stepRows, attentionRows] = await Promise.all([
    Promise.all(
      steps.map(async (s) =>
        (await applies(s.feature)) ? { key: s.key, done: await s.done(app.db, activityId) } : null,
      ),
    ),
    Promise.all(
      attention.map(async (a) =>
        (await applies(a.feature))
          ? { key: a.key, count: await a.count(app.db, activityId, now) }
          : null,
      ),
    ),
  ]);
  const inOrder = <K extends string, T extends { key: K }>(
    rows: (T | null)[],
    keys: readonly K[],
  ) =>
    rows
      .filter((r): r is T => r !== null)
      .sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key));
  return {
    steps: inOrder(stepRows, SETUP_STEPS),
    attention: inOrder(attentionRows, ATTENTION_KEYS),
  };
}

export async function consoleRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/activities/:activityId/console',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags: ['console'],
        description:
          "The console home's summary: the set-up steps that apply to the activity (a switched-off feature's do not) with whether each is done, and how many orders and booking requests wait for the staff.",
        params: idParams('activityId'),
        response: { 200: envelope(consoleSummary) },
      },
    },
    async (req) => ok(await summaryOf(app, req.params.activityId)),
  );
}
