// POST /public/sign-in: creates the account with the checked code.
import type { SignInBody } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';

export const signIn = (body: SignInBody) =>
  api.post('/public/sign-in', {
    body,
    noActivity: true,
    silent: true,
  });
