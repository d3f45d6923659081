import { friendBody, friendInvite } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { languageFromHeader } from '../../platform/i18n.ts';
import { addFriend, inviteFriend } from './friends.service.ts';

const tags = ['friends'];
const config = {
  tenancy: { from: 'body' },
  example: { body: { phoneNumber: '+39 333 1234567', activityId: 1 } },
} as const;

export async function friendsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/api/friends',
    { config, schema: { tags, body: friendBody, response: { 200: envelope(friendInvite) } } },
    async (req) =>
      ok(
        await addFriend(
          ctx,
          req.user.id,
          req.body,
          languageFromHeader(req.headers['accept-language']),
        ),
      ),
  );

  r.post(
    '/api/friends/invite',
    { config, schema: { tags, body: friendBody, response: { 200: envelope(friendInvite) } } },
    async (req) =>
      ok(
        await inviteFriend(
          ctx,
          req.user.id,
          req.body,
          languageFromHeader(req.headers['accept-language']),
        ),
      ),
  );
}
