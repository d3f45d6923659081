// POST /api/logout: revokes the refresh token family of this session (docs/decisions/0002).
import { api } from './client.ts';

export const logout = (refreshToken: string) =>
  api.post('/api/logout', {
    body: { refresh_token: refreshToken },
    noActivity: true,
    silent: true,
  });
