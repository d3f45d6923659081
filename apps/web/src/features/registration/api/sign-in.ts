// POST /public/sign-in: creates the account with the checked code.
import type { SignInBody } from '@tessera/domain';
import { http } from '../../../lib/http.ts';

export const signIn = (body: SignInBody) =>
  http.post<{ id: number; username: string }>('/public/sign-in', body, {
    noActivity: true,
    silent: true,
  });
