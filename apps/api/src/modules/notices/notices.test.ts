import { describe, expect, it } from 'vitest';
import { movableClock } from '../../platform/context.ts';
import {
  createActivity,
  createCustomer,
  createNotice,
  createNotification,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const clock = movableClock(new Date('2026-05-10T10:00:00Z'));
const t = useTestApp({ clock });

const hoursAgo = (h: number) => new Date(clock.now().getTime() - h * 3_600_000);
const titles = (res: { json(): { data: { title: string }[] } }) =>
  res.json().data.map((n) => n.title);

const noticesOf = (activityId: number, as: Person, query = '') =>
  t.call({ url: `/api/activities/${activityId}/noticessent/user${query}`, as });

describe('notifications', () => {
  it('lists only the caller’s notifications, newest first, with status, links and read state', async () => {
    const activity = await createActivity(t);
    const me = await createCustomer(t, activity.id);
    const someone = await createCustomer(t, activity.id);
    await createNotification(t, me, { title: 'Old', status: 'D', createdAt: hoursAgo(50) });
    await createNotification(t, me, {
      title: 'Running',
      status: 'R',
      createdAt: hoursAgo(2),
      read: true,
    });
    await createNotification(t, me, { title: 'Failed', status: 'E', createdAt: hoursAgo(1) });
    await createNotification(t, someone, { title: 'Not mine' });

    const res = await t.call({ url: '/api/notifications', as: me });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalRows).toBe(3);
    expect(titles(res)).toEqual(['Failed', 'Running', 'Old']);
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      title: 'Failed',
      subTitle: null,
      message: 'Message of Failed',
      status: 'E',
      link: null,
      externalLink: null,
      created: hoursAgo(1).toISOString(),
      updated: hoursAgo(1).toISOString(),
      read: false,
    });
    expect(res.json().data[1].read).toBe(true);

    const sorted = await t.call({
      url: '/api/notifications?sortBy=created&descending=false&rowsPerPage=2&page=1',
      as: me,
    });
    expect(titles(sorted)).toEqual(['Old', 'Running']);
    expect(sorted.json().totalRows).toBe(3);
    const past = await t.call({ url: '/api/notifications?rowsPerPage=2&page=3', as: me });
    expect(past.json()).toMatchObject({ data: [], totalRows: 3 });
    const byStatus = await t.call({ url: '/api/notifications?filters[status]=R', as: me });
    expect(titles(byStatus)).toEqual(['Running']);
  });

  it('gives the dropdown the last day’s notifications and the unread count', async () => {
    const activity = await createActivity(t);
    const me = await createCustomer(t, activity.id);
    for (let i = 1; i <= 7; i++) {
      await createNotification(t, me, { title: `N${i}`, createdAt: hoursAgo(i), read: i > 5 });
    }
    await createNotification(t, me, { title: 'Yesterday', createdAt: hoursAgo(30) });
    const daily = await t.call({
      url: '/api/notifications?filters[daily]=true&rowsPerPage=5',
      as: me,
    });
    expect(daily.json().totalRows).toBe(7);
    expect(titles(daily)).toEqual(['N1', 'N2', 'N3', 'N4', 'N5']);
    const unread = await t.call({ url: '/api/notifications?filters[read]=false', as: me });
    expect(unread.json().totalRows).toBe(6);
  });

  it('is marked read by its owner only; anyone else gets 404', async () => {
    const activity = await createActivity(t);
    const me = await createCustomer(t, activity.id);
    const someone = await createCustomer(t, activity.id);
    const mine = await createNotification(t, me);
    const theirs = await t.call({
      method: 'PUT',
      url: `/api/notifications/${mine.id}/read`,
      as: someone,
    });
    expect(theirs.statusCode).toBe(404);
    const res = await t.call({ method: 'PUT', url: `/api/notifications/${mine.id}/read`, as: me });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.read).toBe(true);
  });

  it('refuses bad filters with a 400 in the caller’s language', async () => {
    const activity = await createActivity(t);
    const me = await createCustomer(t, activity.id);
    const res = await t.call({ url: '/api/notifications?filters[status]=X', as: me });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    const sort = await t.call({ url: '/api/notifications?sortBy=password', as: me });
    expect(sort.statusCode).toBe(400);
  });
});

describe('notices', () => {
  it('lists the notices sent to the caller in the activity, newest first, unread ones marked', async () => {
    const activity = await createActivity(t);
    const other = await createActivity(t);
    const me = await createCustomer(t, activity.id, other.id);
    const someone = await createCustomer(t, activity.id);
    await createNotice(t, activity.id, me, { title: 'Read', sentAt: hoursAgo(5), read: true });
    await createNotice(t, activity.id, me, { title: 'Unread', sentAt: hoursAgo(1) });
    await createNotice(t, other.id, me, { title: 'Elsewhere' });
    await createNotice(t, activity.id, someone, { title: 'Not mine' });
    const res = await noticesOf(activity.id, me);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalRows).toBe(2);
    expect(res.json().data).toEqual([
      expect.objectContaining({ title: 'Unread', read: false, readAt: null }),
      expect.objectContaining({ title: 'Read', read: true }),
    ]);
    const unread = await noticesOf(activity.id, me, '?filters[read]=false');
    expect(titles(unread)).toEqual(['Unread']);
  });

  it('is opened by the customer it was sent to and marked read once (read and read-native)', async () => {
    const activity = await createActivity(t);
    const me = await createCustomer(t, activity.id);
    const notice = await createNotice(t, activity.id, me, { title: 'Hello', text: 'World' });
    const detail = await t.call({ url: `/api/notices/${notice.noticeId}`, as: me });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual({
      id: notice.id,
      noticeId: notice.noticeId,
      activityId: activity.id,
      title: 'Hello',
      text: 'World',
      imageUrl: null,
      sentAt: expect.any(String),
      read: false,
      readAt: null,
    });
    const read = await t.call({
      method: 'PUT',
      url: `/api/notice-sents/${notice.id}/read`,
      as: me,
    });
    expect(read.json().data).toMatchObject({ read: true, readAt: clock.now().toISOString() });
    clock.advance(60_000);
    const again = await t.call({
      method: 'PUT',
      url: `/api/notice-sents/${notice.id}/read-native`,
      as: me,
    });
    expect(again.statusCode).toBe(200);
    // The first reading is kept.
    expect(again.json().data.readAt).toBe(read.json().data.readAt);
    const [listed] = (await noticesOf(activity.id, me)).json().data;
    expect(listed.read).toBe(true);
  });

  it('is deleted from the caller’s list only; then it is gone for them', async () => {
    const activity = await createActivity(t);
    const me = await createCustomer(t, activity.id);
    const mate = await createCustomer(t, activity.id);
    const notice = await createNotice(t, activity.id, me);
    const del = await t.call({
      method: 'DELETE',
      url: `/api/noticesents/notice/${notice.noticeId}`,
      as: me,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ deleted: true });
    expect((await noticesOf(activity.id, me)).json().totalRows).toBe(0);
    expect((await t.call({ url: `/api/notices/${notice.noticeId}`, as: me })).statusCode).toBe(404);
    const twice = await t.call({
      method: 'DELETE',
      url: `/api/noticesents/notice/${notice.noticeId}`,
      as: me,
    });
    expect(twice.statusCode).toBe(404);
    // The same notice sent to someone else stays theirs.
    const theirs = await createNotice(t, activity.id, mate);
    expect((await noticesOf(activity.id, mate)).json().totalRows).toBe(1);
    expect(theirs.noticeId).not.toBe(notice.noticeId);
  });

  it('answers 404 for anyone else’s notice or another activity, in the caller’s language', async () => {
    const activity = await createActivity(t);
    const other = await createActivity(t);
    const me = await createCustomer(t, activity.id);
    const someone = await createCustomer(t, activity.id);
    const notice = await createNotice(t, activity.id, someone);
    for (const [method, url] of [
      ['GET', `/api/notices/${notice.noticeId}`],
      ['DELETE', `/api/noticesents/notice/${notice.noticeId}`],
      ['PUT', `/api/notice-sents/${notice.id}/read`],
      ['PUT', `/api/notice-sents/${notice.id}/read-native`],
      ['GET', `/api/activities/${other.id}/noticessent/user`],
    ] as const) {
      const res = await t.call({ method, url, as: me, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const bad = await t.call({ url: '/api/notices/abc', as: me });
    expect(bad.statusCode).toBe(400);
    const [still] = (await noticesOf(activity.id, someone)).json().data;
    expect(still.read).toBe(false);
  });
});
