import {
  changePasswordBody,
  createUserBody,
  managedUser,
  profile,
  USER_SORTS,
  updateProfileBody,
  updateUserBody,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, list, listEnvelope, ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { listQuery } from '../../platform/pagination.ts';
import { guarded } from '../../platform/rate-limit.ts';
import { requireMember } from '../../platform/tenancy.ts';
import { changePassword, profileOf, updateProfile } from './profile.service.ts';
import { createUser, deleteUser, listUsers, updateUser } from './users.service.ts';

const tags = ['users'];
const byId = z.object({ id: idParam });
const owner = { owner: { id: 'user' as const } };

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/app/users', { schema: { tags, response: { 200: envelope(profile) } } }, async (req) =>
    ok(await profileOf(app.db, req.user.id)),
  );

  r.put(
    '/api/customer/update-profile',
    { schema: { tags, body: updateProfileBody, response: { 200: envelope(profile) } } },
    async (req) => {
      if (req.body.activityId) await requireMember(app.db, req.user, req.body.activityId);
      return ok(await updateProfile(app.db, req.user.id, req.body));
    },
  );

  r.put(
    '/api/users/:id/changepassword',
    {
      config: owner,
      schema: {
        tags,
        params: byId,
        body: changePasswordBody,
        response: { 200: envelope(z.object({ changed: z.boolean() })) },
      },
    },
    async (req, reply) => {
      // Only one's own password: it needs the old one, and other sessions end.
      if (req.params.id !== req.user.id) throw notFound();
      const account = `user:${req.user.id}`;
      return ok(
        await guarded(app, req, reply, 'password', account, ['old_password_incorrect'], () =>
          changePassword(app.db, req.user, req.body),
        ),
      );
    },
  );

  r.get(
    '/api/users',
    {
      schema: {
        tags,
        querystring: listQuery(
          { activityId: idParam, search: z.string().trim().max(100).optional() },
          USER_SORTS,
        ),
        response: { 200: listEnvelope(managedUser) },
      },
    },
    async (req) => {
      const { filters, ...page } = req.query;
      const { rows, totalRows } = await listUsers(app.db, req.user, { ...filters, ...page });
      return list(rows, totalRows);
    },
  );

  r.post(
    '/api/users',
    { schema: { tags, body: createUserBody, response: { 200: envelope(managedUser) } } },
    async (req) => ok(await createUser(app.db, req.user, req.body)),
  );

  r.put(
    '/api/users/:id',
    {
      config: { ...owner, example: { roles: ['ROLE_USER'] } },
      schema: {
        tags,
        params: byId,
        body: updateUserBody,
        response: { 200: envelope(managedUser) },
      },
    },
    async (req) => ok(await updateUser(app.db, req.user, req.params.id, req.body)),
  );

  r.delete(
    '/api/users/:id',
    {
      config: owner,
      schema: {
        tags,
        params: byId,
        querystring: z.object({ filters: z.object({ activityId: idParam }).strict() }).strict(),
        response: { 200: envelope(z.object({ deleted: z.boolean() })) },
      },
    },
    async (req) =>
      ok(await deleteUser(app.db, req.user, req.params.id, req.query.filters.activityId)),
  );
}
