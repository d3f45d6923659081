// POST /api/login_check: the e-mail and password give a token pair. The login form shows the
// refusal itself.
import { api } from '../../../lib/api/client.ts';

export const login = (username: string, password: string) =>
  api.post('/api/login_check', {
    body: { username: username.trim(), password },
    noActivity: true,
    silent: true,
  });
