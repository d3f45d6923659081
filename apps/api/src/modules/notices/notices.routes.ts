import { NOTIFICATION_STATUSES, noticeSent, notification } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedAnswer,
  envelope,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import type { Loaded } from '../../platform/tenancy.ts';
import {
  deleteNotice,
  noticesOf,
  notificationsOf,
  ownNotice,
  ownNoticeSent,
  ownNotification,
  readNotice,
  readNotification,
} from './notices.service.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** The caller's own notification. */
    notification: Loaded<typeof ownNotification>;
    /** A notice as sent to the caller, by the notice's id. */
    notice: Loaded<typeof ownNotice>;
    /** The caller's send of a notice, by its own id. */
    noticeSent: Loaded<typeof ownNoticeSent>;
  }
}

const tags = ['notifications'];

/** A yes/no filter as a query string sends it. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

export async function noticesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock } = app.ctx;
  app.registerOwned('notification', ({ db, user, id }) => ownNotification(db, user.id, id));
  app.registerOwned('notice', ({ db, user, id }) => ownNotice(db, user.id, id));
  app.registerOwned('noticeSent', ({ db, user, id }) => ownNoticeSent(db, user.id, id));

  r.get(
    '/api/notifications',
    {
      config: {
        tenancy: { from: 'none', reason: "the caller's own notifications" },
        example: { query: { filters: { daily: 'true' }, sortBy: 'created', descending: 'true' } },
      },
      schema: {
        tags,
        querystring: listQuery(
          { status: z.enum(NOTIFICATION_STATUSES).optional(), read: flag, daily: flag },
          ['created', 'updated', 'status', 'title'] as const,
        ),
        response: { 200: listEnvelope(notification) },
      },
    },
    async (req) => {
      const { filters, ...page } = req.query;
      const { rows, total } = await notificationsOf(app.db, clock, req.user.id, filters, page);
      return list(rows, total);
    },
  );

  r.put(
    '/api/notifications/:id/read',
    {
      config: {
        tenancy: { from: 'none', reason: "the caller's own notification" },
        owns: { id: 'notification' },
      },
      schema: {
        tags,
        params: idParams('id'),
        response: { 200: envelope(notification) },
      },
    },
    async (req) => ok(await readNotification(app.db, clock, req.user.id, req.params.id)),
  );

  r.get(
    '/api/activities/:id/noticessent/user',
    {
      config: { tenancy: { from: 'param', param: 'id' }, example: { query: {} } },
      schema: {
        tags,
        params: idParams('id'),
        querystring: listQuery({ read: flag }, ['sentAt'] as const),
        response: { 200: listEnvelope(noticeSent) },
      },
    },
    async (req) => {
      const { filters, ...page } = req.query;
      const { rows, total } = await noticesOf(app.db, req.params.id, req.user.id, filters, page);
      return list(rows, total);
    },
  );

  r.get(
    '/api/notices/:id',
    {
      config: {
        tenancy: {
          from: 'none',
          reason: 'a notice sent to the caller, in any of their activities',
        },
        owns: { id: 'notice' },
      },
      schema: {
        tags,
        params: idParams('id'),
        response: { 200: envelope(noticeSent) },
      },
    },
    async (req) => ok(req.owned.id),
  );

  r.delete(
    '/api/noticesents/notice/:id',
    {
      config: {
        tenancy: {
          from: 'none',
          reason: 'a notice sent to the caller, in any of their activities',
        },
        owns: { id: 'notice' },
      },
      schema: {
        tags,
        params: idParams('id'),
        response: { 200: deletedAnswer },
      },
    },
    async (req) => ok(await deleteNotice(app.db, clock, req.user.id, req.params.id)),
  );

  for (const [suffix, native] of [
    ['read', false],
    ['read-native', true],
  ] as const) {
    r.put(
      `/api/notice-sents/:id/${suffix}`,
      {
        config: {
          tenancy: {
            from: 'none',
            reason: 'a notice sent to the caller, in any of their activities',
          },
          owns: { id: 'noticeSent' },
        },
        schema: {
          tags,
          params: idParams('id'),
          response: { 200: envelope(noticeSent) },
        },
      },
      async (req) => ok(await readNotice(app.db, clock, req.user.id, req.params.id, native)),
    );
  }
}
