// Calls of the sign-up journey (accounts API). All public: no token, activityId passed
// explicitly, errors shown by the screens themselves (silent).
import type {
  Activity,
  ActivityPrivacy,
  Country,
  Nation,
  PublicActivityConfiguration,
  SignInBody,
} from '@tessera/domain';
import { HttpError, http } from '../../lib/http.ts';

const quiet = { noActivity: true, silent: true } as const;
const seg = encodeURIComponent;

export type PublicConfiguration = PublicActivityConfiguration;

export const registrationApi = {
  byPermalink: (permalink: string) =>
    http.get<{ activityId: number; storeId: number | null }>(
      `/app/activities/permalink/${seg(permalink)}`,
      quiet,
    ),
  activity: (activityId: number) => http.get<Activity>(`/app/activities/${activityId}`, quiet),
  configuration: (activityId: number) =>
    http.get<PublicConfiguration>(`/app/activities/${activityId}/configurations`, quiet),
  privacies: (activityId: number) =>
    http.get<ActivityPrivacy[]>(`/app/activities/${activityId}/privacies`, quiet),
  emailExists: async (email: string) =>
    (await http.get<{ exists: boolean }>(`/app/check-emails/${seg(email)}`, quiet)).exists,
  sendCode: (activityId: number, username: string) =>
    http.put<{ sent: boolean; codeLength: number; expiresAt: string }>(
      '/public/send-code-emails',
      { activityId, username },
      quiet,
    ),
  checkCode: (activityId: number, username: string, code: string) =>
    http.put<{ valid: boolean }>(
      '/public/check-code-emails',
      { activityId, username, code },
      quiet,
    ),
  signIn: (body: SignInBody) =>
    http.post<{ id: number; username: string }>('/public/sign-in', body, quiet),
  /** True when an invite code belongs to a customer; false when the server does not know it. */
  inviteExists: async (code: string) => {
    try {
      await http.get<{ code: string }>(`/app/customers/code/${seg(code)}`, quiet);
      return true;
    } catch (err) {
      if (err instanceof HttpError && (err.status === 404 || err.status === 400)) return false;
      throw err;
    }
  },
  nations: async () => (await http.list<Nation>('/public/nations', quiet)).rows,
  towns: async (nationId: number, name: string) =>
    (
      await http.list<Country>('/public/countries', {
        ...quiet,
        filters: { nationId, name: name || undefined },
      })
    ).rows,
  sendNavigation: (userAgent: string) =>
    http.post<{ saved: boolean }>('/app/sendnavigation', { data: userAgent }, quiet),
};
