// A customer of one demo activity, made for a test through the API, as a shop would make one.
import { type APIRequestContext, expect } from '@playwright/test';
import { freshEmail } from './signup.ts';
import { PASSWORD } from './support.ts';

export async function activityIdOf(request: APIRequestContext, permalink: string) {
  const res = await request.get(`/app/activities/permalink/${permalink}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { activityId: number } }).data.activityId;
}

export async function tokenOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/login_check', { data: { username, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * A new customer of Trattoria Da Rita (and of no other activity), added by its owner, who has
 * accepted its privacy: an account that another activity may invite, or that may join one.
 */
export async function ritaCustomer(request: APIRequestContext, name: string) {
  const activityId = await activityIdOf(request, 'trattoria-da-rita');
  const email = freshEmail(name.toLowerCase());
  const added = await request.post('/api/users', {
    headers: { authorization: `Bearer ${await tokenOf(request, 'rita@tessera.demo')}` },
    data: { activityId, username: email, name, surname: 'Ferretti', password: PASSWORD },
  });
  expect(added.ok()).toBe(true);
  const privacy = await request.post('/api/userprivacies', {
    headers: { authorization: `Bearer ${await tokenOf(request, email)}` },
    data: {
      activityId,
      informativaPrivacy: true,
      informativaPointB: false,
      informativaPointC: false,
    },
  });
  expect(privacy.ok()).toBe(true);
  return email;
}

/** A new customer of Salone Aurora, added by its admin, who accepted its privacy. */
export async function auroraCustomer(request: APIRequestContext, name: string, surname: string) {
  const activityId = await activityIdOf(request, 'salone-aurora');
  const email = freshEmail(name.toLowerCase());
  const added = await request.post('/api/users', {
    headers: { authorization: `Bearer ${await tokenOf(request, 'admin@tessera.demo')}` },
    data: { activityId, username: email, name, surname, password: PASSWORD },
  });
  expect(added.ok()).toBe(true);
  const token = await tokenOf(request, email);
  const privacy = await request.post('/api/userprivacies', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      activityId,
      informativaPrivacy: true,
      informativaPointB: false,
      informativaPointC: false,
    },
  });
  expect(privacy.ok()).toBe(true);
  return { email, token, activityId };
}
