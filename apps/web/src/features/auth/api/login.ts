// POST /api/login_check: the e-mail and password give a token pair. The login form shows the
// refusal itself.
import type { TokenPair } from '@tessera/domain';
import { http } from '../../../lib/http.ts';

export const login = (username: string, password: string) =>
  http.post<TokenPair>(
    '/api/login_check',
    { username: username.trim(), password },
    { noActivity: true, silent: true },
  );
