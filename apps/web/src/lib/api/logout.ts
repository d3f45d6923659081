// POST /api/logout: revokes the refresh token family of this session (README Departures).
import { http } from '../http.ts';

export const logout = (refreshToken: string) =>
  http.post<unknown>(
    '/api/logout',
    { refresh_token: refreshToken },
    { noActivity: true, silent: true },
  );
