import {
  addedUser,
  changePasswordBody,
  createUserBody,
  invitation,
  managedUser,
  profile,
  USER_SORTS,
  updateProfileBody,
  updateUserBody,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedAnswer,
  envelope,
  idParam,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import { languageFromHeader } from '../../platform/i18n.ts';
import { listQuery } from '../../platform/pagination.ts';
import { guarded } from '../../platform/rate-limit.ts';
import { type Loaded, membershipOf } from '../../platform/tenancy.ts';
import {
  acceptInvitation,
  declineInvitation,
  invitationsOf,
  ownInvitation,
} from './invitations.service.ts';
import { changePassword, profileOf, updateProfile } from './profile.service.ts';
import { addUser, deleteUser, listUsers, memberToManage, updateUser } from './users.service.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** A member of the route's activity an admin manages (any account, for a super admin without one). */
    member: Loaded<typeof memberToManage>;
    /** An invitation offered to the caller. */
    invitation: Loaded<typeof ownInvitation>;
  }
}

const tags = ['users'];
const byId = idParams('id');
const admin = ['ROLE_ADMIN' as const];
/** The target of user management: a member of the route's activity. */
const member = { id: 'member' as const };

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  app.registerOwned('member', ({ db, user, membership, id }) =>
    memberToManage(db, user, membership?.activityId, id),
  );
  app.registerOwned('invitation', ({ db, user, id }) => ownInvitation(db, user.id, id));

  r.get(
    '/api/app/users',
    {
      config: { tenancy: { from: 'none', reason: "the caller's own profile" } },
      schema: { tags, response: { 200: envelope(profile) } },
    },
    async (req) => ok(await profileOf(app.db, req.user.id)),
  );

  r.put(
    '/api/customer/update-profile',
    {
      // The activity, when sent, brings its rule on the phone number.
      config: { tenancy: { from: 'body', optional: true }, example: { body: { name: 'Nome' } } },
      schema: { tags, body: updateProfileBody, response: { 200: envelope(profile) } },
    },
    async (req) => ok(await updateProfile(app.db, req.user.id, req.body)),
  );

  r.put(
    '/api/users/:id/changepassword',
    {
      config: {
        tenancy: { from: 'none', reason: "the caller's own password" },
        owns: { id: 'me' },
        example: {
          body: {
            oldPassword: 'old-pass-1',
            password: 'new-pass-12',
            confirmPassword: 'new-pass-12',
          },
        },
      },
      schema: {
        tags,
        params: byId,
        body: changePasswordBody,
        response: { 200: envelope(z.object({ changed: z.boolean() })) },
      },
    },
    async (req, reply) => {
      // Only one's own password: it needs the old one, and other sessions end.
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
      config: { tenancy: { from: 'query', roles: admin }, example: { query: { rowsPerPage: 15 } } },
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
      const { activityId } = membershipOf(req);
      const query = { ...filters, ...page, activityId };
      const { rows, totalRows } = await listUsers(app.db, req.user, query);
      return list(rows, totalRows);
    },
  );

  r.post(
    '/api/users',
    {
      config: {
        tenancy: { from: 'body', roles: admin },
        example: {
          body: { username: 'new@test.example', name: 'N', surname: 'S', password: 'a-password-1' },
        },
      },
      schema: { tags, body: createUserBody, response: { 200: envelope(addedUser) } },
    },
    async (req) =>
      ok(
        await addUser(
          app.ctx,
          req.user,
          req.body,
          languageFromHeader(req.headers['accept-language']),
        ),
      ),
  );

  r.put(
    '/api/users/:id',
    {
      // Account fields need no activity, and then only a super admin (DESIGN §5).
      config: {
        tenancy: { from: 'body', optional: true, roles: admin },
        owns: member,
        example: { body: { roles: ['ROLE_USER'] } },
      },
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
      config: { tenancy: { from: 'query', roles: admin }, owns: member, example: { query: {} } },
      schema: {
        tags,
        params: byId,
        querystring: z.object({ filters: z.object({ activityId: idParam }).strict() }).strict(),
        response: { 200: deletedAnswer },
      },
    },
    async (req) =>
      ok(await deleteUser(app.db, req.user, req.params.id, req.query.filters.activityId)),
  );

  const invitationTenancy = {
    from: 'none' as const,
    reason: "the caller's own invitation: its activity is not theirs yet",
  };
  const ownInvitationParam = { id: 'invitation' as const };

  r.get(
    '/api/invitations',
    {
      config: { tenancy: { from: 'none', reason: "the caller's own invitations" } },
      schema: { tags, response: { 200: envelope(z.array(invitation)) } },
    },
    async (req) => ok(await invitationsOf(app.db, app.ctx.clock, req.user.id)),
  );

  r.post(
    '/api/invitations/:id/accept',
    {
      config: { tenancy: invitationTenancy, owns: ownInvitationParam },
      schema: {
        tags,
        params: byId,
        response: { 200: envelope(z.object({ activityId: z.number().int() })) },
      },
    },
    async (req) => ok(await acceptInvitation(app.db, app.ctx.clock, req.user.id, req.params.id)),
  );

  r.delete(
    '/api/invitations/:id',
    {
      config: { tenancy: invitationTenancy, owns: ownInvitationParam },
      schema: {
        tags,
        params: byId,
        response: { 200: deletedAnswer },
      },
    },
    async (req) => ok(await declineInvitation(app.db, req.user.id, req.params.id)),
  );
}
