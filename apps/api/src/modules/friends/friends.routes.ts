import { friendBody, friendInvite } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { languageFromHeader } from '../../platform/i18n.ts';
import { menuSwitchOn } from '../activities/index.ts';
import { addFriend, inviteFriend } from './friends.service.ts';

declare module '../../platform/features.ts' {
  interface Features {
    /** Refer a friend (menu showIntroduceFriendApp). */
    friends: true;
  }
}

const tags = ['friends'];
const config = {
  tenancy: { from: 'body' },
  feature: 'friends',
  example: { body: { phoneNumber: '+39 333 1234567', activityId: 1 } },
} as const;

export async function friendsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.registerFeature('friends', (db, activityId) =>
    menuSwitchOn(db, activityId, 'showIntroduceFriendApp'),
  );

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
