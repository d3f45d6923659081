// Walk-ins and phone bookings (issue 26): staff add a guest by name and phone and book for them;
// the guest is found again by phone, cannot log in, gets no e-mail without an address and no
// invitation without consent; with consent an e-mail (then the account keeps its bookings) or an
// SMS through the local Twilio stand-in.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingSetup, settableClock } from '../../test-support/booking.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  type Person,
} from '../../test-support/factories.ts';
import { bootApi, type TestApp } from '../../test-support/harness.ts';
import { codeIn, textOf } from '../../test-support/mailbox.ts';

// Twilio's REST API stand-in, as in friends.test.ts.
const received: URLSearchParams[] = [];
let arrived: (() => void) | undefined;
const twilio = createServer(async (req: IncomingMessage, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  received.push(new URLSearchParams(body));
  arrived?.();
  res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1","status":"queued"}');
});
async function smsTo(to: string) {
  for (;;) {
    const found = received.find((r) => r.get('To') === to);
    if (found) return found;
    await new Promise<void>((resolve) => (arrived = resolve));
  }
}

const TUESDAY = '2026-05-12';
const clock = settableClock('2026-05-11T06:00:00Z');
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((r) => twilio.listen(0, '127.0.0.1', r));
  t = await bootApi({
    clock,
    mail: true,
    env: {
      PUBLIC_URL: 'https://app.tessera.example',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => twilio.close(r));
});

async function salon() {
  const activity = await createActivity(t, {
    name: `Salone ${randomUUID().slice(0, 5)}`,
    menu: { showBookingApp: true },
  });
  const setup = await createBookingSetup(t, activity.id, {
    bookingType: 'NO',
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }],
  });
  const admin = await createAdmin(t, activity.id);
  return { id: activity.id, name: activity.name, admin, taglio: setup.serviceId('Taglio') };
}
type Salon = Awaited<ReturnType<typeof salon>>;

/** A distinct Italian mobile number per call. */
let n = 0;
const mobile = () => `+39345${String(1_000_000 + (Date.now() % 1_000_000) + n++).slice(-7)}`;

const addGuest = (as: Person, activityId: number, body: object, lang = 'it') =>
  t.call({
    method: 'POST',
    url: `/api/activities/${activityId}/booking-guests`,
    as,
    headers: { 'idempotency-key': randomUUID(), 'accept-language': lang },
    payload: body,
  });

const bookFor = (as: Person, s: Salon, userId: number, startTime = '10:00') =>
  t.call({
    method: 'POST',
    url: `/api/activities/${s.id}/bookings`,
    as,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      userId,
      date: TUESDAY,
      startTime,
      numberOfPeople: 1,
      bookingService: { id: s.taglio },
      bookingOperator: null,
    },
  });

const search = (as: Person, activityId: number, text: string) =>
  t.call({
    url: `/api/activities/${activityId}/booking-customers?text=${encodeURIComponent(text)}`,
    as,
  });

const outbox = (recipient: string) =>
  t.rows<{ channel: string; subject: string; body: string }>(
    sql`select channel, subject, body from outbox where recipient = ${recipient} order by id`,
  );

const usersNamed = (surname: string) =>
  t.rows<{ id: number }>(sql`select id from users where surname = ${surname}`);

/** The reset code e-mailed to `email` (the booking's e-mails may come in between). */
async function codeFor(email: string) {
  let since = t.mail.received.length;
  expect((await t.call({ url: `/app/forgotpassword/${email}` })).statusCode).toBe(200);
  for (;;) {
    const mail = await t.mail.waitFor(email, since);
    since = t.mail.received.indexOf(mail) + 1;
    const code = /codice per una nuova password/.test(textOf(mail.raw)) && codeIn(mail.raw);
    if (code) return code;
  }
}

describe('a walk-in or a caller who is not a member (issue 26)', () => {
  it('adds Mario as a guest by name and phone, books him confirmed, the agenda says guest with the phone', async () => {
    const s = await salon();
    const phone = mobile();
    const res = await addGuest(s.admin, s.id, { name: 'Mario', surname: 'Rossi', phone });
    expect(res.statusCode, res.body).toBe(201);
    const { customer, reused, invited } = res.json().data;
    expect({ reused, invited }).toEqual({ reused: false, invited: null });
    expect(customer).toMatchObject({
      name: 'Mario',
      surname: 'Rossi',
      phone,
      email: '',
      guest: true,
    });
    const booked = await bookFor(s.admin, s, customer.id);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.confirmed).toBe('Y');
    const agenda = await t.call({
      url: `/api/activities/${s.id}/agenda?from=${TUESDAY}&to=${TUESDAY}`,
      as: s.admin,
    });
    expect(agenda.json().data[0].customer).toEqual({
      id: customer.id,
      name: 'Mario',
      surname: 'Rossi',
      email: '',
      phone,
      guest: true,
    });
    // Nothing for an address-less guest, nothing by SMS without consent.
    expect(await outbox('')).toEqual([]);
    expect(await outbox(phone)).toEqual([]);
  });

  it('finds the guest again by name or phone, and the same phone again is the same guest', async () => {
    const s = await salon();
    const staff = await createStaff(t, s.id);
    const phone = mobile();
    const first = (await addGuest(staff, s.id, { name: 'Mario', surname: 'Verdi', phone })).json()
      .data.customer;
    const spaced = `${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;
    for (const text of [spaced, 'mario verdi']) {
      const found = await search(staff, s.id, text);
      expect(
        found.json().data.map((c: { id: number }) => c.id),
        text,
      ).toEqual([first.id]);
      expect(found.json().data[0].guest).toBe(true);
    }
    const again = await addGuest(staff, s.id, { name: 'Mario', surname: 'Verdi', phone: spaced });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ reused: true, customer: { id: first.id } });
    expect(await usersNamed('Verdi')).toHaveLength(1);
  });

  it("shows in the admin's users list as a guest with the phone, members without one", async () => {
    const s = await salon();
    const phone = mobile();
    const guest = (
      await addGuest(s.admin, s.id, { name: 'Mario', surname: 'Gialli', phone })
    ).json().data.customer;
    const member = await createCustomer(t, s.id);
    const list = await t.call({
      url: `/api/users?filters[activityId]=${s.id}&rowsPerPage=50`,
      as: s.admin,
    });
    expect(list.statusCode).toBe(200);
    const byId = new Map(list.json().data.map((u: { id: number }) => [u.id, u]));
    expect(byId.get(guest.id)).toMatchObject({ guest: true, phone, email: '' });
    expect(byId.get(member.id)).toMatchObject({ guest: false, phone: null });
    // A search finds the guest the same way.
    const found = await t.call({
      url: `/api/users?filters[activityId]=${s.id}&filters[search]=gialli`,
      as: s.admin,
    });
    expect(found.json().data).toEqual([
      expect.objectContaining({ id: guest.id, guest: true, phone }),
    ]);
  });

  it('keeps a guest of A out of B, and a customer cannot add guests', async () => {
    const [a, b] = [await salon(), await salon()];
    const phone = mobile();
    const guest = (await addGuest(a.admin, a.id, { name: 'Mario', surname: 'Neri', phone })).json()
      .data.customer;
    expect((await search(b.admin, b.id, phone.slice(3))).json().data).toEqual([]);
    expect((await search(b.admin, b.id, 'Neri')).json().data).toEqual([]);
    expect((await bookFor(b.admin, b, guest.id)).statusCode).toBe(404);
    // B's admin through A's activity: refused, nothing written.
    const through = await addGuest(b.admin, a.id, { name: 'Mario', surname: 'Bianco', phone });
    expect([403, 404]).toContain(through.statusCode);
    const customer = await createCustomer(t, a.id);
    const own = await addGuest(customer, a.id, { name: 'Mario', surname: 'Bianco', phone });
    expect([403, 404]).toContain(own.statusCode);
    expect(await usersNamed('Bianco')).toEqual([]);
    // B may have its own guest of the same phone: another person record.
    const inB = await addGuest(b.admin, b.id, { name: 'Mario', surname: 'Neri', phone });
    expect(inB.json().data.reused).toBe(false);
    expect(inB.json().data.customer.id).not.toBe(guest.id);
  });

  it('refuses a guest without a phone, with a bad phone or name, in the user’s language, writing nothing', async () => {
    const s = await salon();
    const bad = [
      { name: 'Mario', surname: 'Grigi' },
      { name: 'Mario', surname: 'Grigi', phone: '12' },
      { name: 'Mario2', surname: 'Grigi', phone: mobile() },
      { name: 'Mario', surname: 'Grigi', phone: mobile(), email: 'not-an-email' },
      { name: 'Mario', surname: 'Grigi', phone: mobile(), extra: 1 },
    ];
    for (const body of bad) {
      const it_ = await addGuest(s.admin, s.id, body, 'it');
      const de = await addGuest(s.admin, s.id, body, 'de');
      expect(it_.statusCode, JSON.stringify(body)).toBe(400);
      expect(de.statusCode).toBe(400);
      expect(it_.json().message).not.toBe(de.json().message);
    }
    expect(await usersNamed('Grigi')).toEqual([]);
  });

  it('cannot log in: no e-mail login, nor a reset code to the e-mail given without consent', async () => {
    const s = await salon();
    const email = `mario-${randomUUID().slice(0, 8)}@test.example`;
    const res = await addGuest(s.admin, s.id, {
      name: 'Mario',
      surname: 'Gialli',
      phone: mobile(),
      email,
    });
    const id = res.json().data.customer.id as number;
    const [row] = await t.rows<{ username: string }>(
      sql`select username from users where id = ${id}`,
    );
    expect(row?.username).toMatch(/^guest:/);
    const login = await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: email, password: 'Factory-pass-2026' },
    });
    expect(login.statusCode).toBe(401);
    const guessed = await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: row?.username, password: 'Factory-pass-2026' },
    });
    expect(guessed.statusCode).not.toBe(200);
    await t.call({ url: `/app/forgotpassword/${email}` });
    // Booked: the confirmation goes to the address given; no invitation, no reset code.
    const since = t.mail.received.length;
    expect((await bookFor(s.admin, s, id)).statusCode).toBe(201);
    await t.mail.waitFor(email, since);
    const mails = await outbox(email);
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.body).not.toMatch(/password|codice/i);
  });

  it('with consent and an e-mail: the e-mail to choose a password; the account keeps its bookings', async () => {
    const s = await salon();
    const email = `mario-${randomUUID().slice(0, 8)}@test.example`;
    const since = t.mail.received.length;
    const res = await addGuest(s.admin, s.id, {
      name: 'Mario',
      surname: 'Rosa',
      phone: mobile(),
      email,
      invite: true,
    });
    expect(res.json().data).toMatchObject({ invited: 'email', customer: { guest: false } });
    const id = res.json().data.customer.id as number;
    const invitation = textOf((await t.mail.waitFor(email, since)).raw);
    expect(invitation).toContain(s.name);
    expect(invitation).toContain(
      `https://app.tessera.example/forgot-password?${new URLSearchParams({ email })}`,
    );
    expect((await bookFor(s.admin, s, id)).statusCode).toBe(201);
    // Mario follows the link: the reset code, his password, his booking there.
    const code = await codeFor(email);
    const set = await t.call({
      method: 'PUT',
      url: `/app/setnewpassword/${id}`,
      payload: { email, code, password: 'Mario-Rosa-2026', confirmPassword: 'Mario-Rosa-2026' },
    });
    expect(set.json().data, set.body).toEqual({ changed: true });
    const { token } = await t.login(email, 'Mario-Rosa-2026');
    const mine = await t.call({
      url: `/api/activities/${s.id}/bookings`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json().data.map((b: { date: string }) => b.date)).toEqual([TUESDAY]);
  });

  it('with consent and only a phone: an SMS with the link to join, through Twilio', async () => {
    const s = await salon();
    const phone = mobile();
    const res = await addGuest(
      s.admin,
      s.id,
      { name: 'Mario', surname: 'Blu', phone, invite: true },
      'de',
    );
    expect(res.json().data.invited).toBe('sms');
    const sms = await smsTo(phone);
    expect(sms.get('Body')).toContain(s.name);
    expect(sms.get('Body')).toContain(`https://app.tessera.example/de/registration/${s.id}`);
  });
});
