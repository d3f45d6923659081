import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../platform/context.ts';
import {
  type ActivityOptions,
  createActivity,
  createCustomer,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import { bootApi, type TestApp } from '../../test-support/harness.ts';

// A stand-in of Twilio's REST API: the outbox worker sends the invite SMS there through the
// official SDK; each message it receives resolves the next waiter.
const received: URLSearchParams[] = [];
let arrived: (() => void) | undefined;
const twilio = createServer(async (req: IncomingMessage, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  received.push(new URLSearchParams(body));
  arrived?.();
  res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1","status":"queued"}');
});
const nextSms = () => new Promise<void>((resolve) => (arrived = resolve));
/** The SMS Twilio received with this body: already there, or once it arrives. */
async function smsWithBody(body: string) {
  for (;;) {
    const found = received.find((r) => r.get('Body') === body);
    if (found) return found;
    await nextSms();
  }
}

const clock = movableClock(new Date('2026-06-01T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((r) => twilio.listen(0, '127.0.0.1', r));
  t = await bootApi({
    clock,
    env: {
      INVITES_PER_DAY: '2',
      OUTBOX_POLL_MS: '60000',
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

const invite = (as: Person, activityId: number, phoneNumber: string, extra: object = {}) =>
  t.call({
    method: 'POST',
    url: '/api/friends/invite',
    as,
    payload: { phoneNumber, activityId, ...extra },
  });

/** A customer of an activity whose refer-a-friend is switched on unless said. */
async function inviter(showIntroduceFriendApp = true, opts: ActivityOptions = {}) {
  const activity = await createActivity(t, {
    name: 'Salone Prova',
    menu: { showIntroduceFriendApp },
    ...opts,
  });
  const person = await createUser(t, { memberOf: [activity.id], name: 'Giulia' });
  return { activity, person };
}

const smsTo = (to: string) =>
  t.rows<{ body: string; channel: string }>(
    sql`select body, channel from outbox where recipient = ${to} order by id`,
  );

describe('refer-a-friend', () => {
  it('sends the friend an SMS with the registration link carrying the inviter’s code, through Twilio', async () => {
    const { activity, person } = await inviter();
    const res = await invite(person, activity.id, '333 123 4567', { userId: person.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.inviteId).toMatch(/^[0-9a-f-]{36}$/);
    const [code] = await t.rows<{ code: string }>(
      sql`select invite_code as code from customers where user_id = ${person.id}`,
    );
    // This activity's invitation: other tests may invite the same number.
    const queued = (await smsTo('+393331234567')).find((q) =>
      q.body.includes(`/registration/${activity.id}?`),
    );
    expect(queued?.channel).toBe('sms');
    expect(queued?.body).toBe(
      `Ciao! Il tuo amico Giulia ti invita a Salone Prova. Registrati qui: https://app.tessera.example/registration/${activity.id}?invite=${code?.code} e usa il codice invito ${code?.code}.`,
    );
    expect(code?.code).toMatch(/^[A-Z2-9]{8}$/);
    t.app.outbox.kick();
    const last = await smsWithBody(queued?.body ?? '');
    expect(last?.get('To')).toBe('+393331234567');
    expect(last?.get('From')).toBe('+15005550006');
    expect(last?.get('Body')).toBe(queued?.body);
  });

  it('puts the link in the inviter’s language and URL-encodes the code it carries', async () => {
    const { activity, person } = await inviter();
    // A code as an older system might have issued it, with characters a URL must escape ('+'
    // among them, which a query string would otherwise read as a space).
    await t.rows(sql`update customers set invite_code = 'AB&C+D/É' where user_id = ${person.id}`);
    const res = await t.call({
      method: 'POST',
      url: '/api/friends/invite',
      as: person,
      headers: { 'accept-language': 'de' },
      payload: { phoneNumber: '3440000001', activityId: activity.id },
    });
    expect(res.statusCode).toBe(200);
    const [queued] = await smsTo('+393440000001');
    const link = `https://app.tessera.example/de/registration/${activity.id}?invite=AB%26C%2BD%2F%C3%89`;
    expect(queued?.body).toBe(
      `Hallo! Dein Freund Giulia lädt dich zu Salone Prova ein. Registriere dich hier: ${link} mit dem Einladungscode AB&C+D/É.`,
    );
    // What a browser reads back from the link is the code itself.
    expect(new URL(link).searchParams.get('invite')).toBe('AB&C+D/É');
  });

  it('leaves out a name stored before names were checked, rather than send its text (finding 3)', async () => {
    const { activity, person } = await inviter();
    await t.rows(
      sql`update users set name = ${'Vinci 500 €\nhttps://evil.example'} where id = ${person.id}`,
    );
    expect((await invite(person, activity.id, '3440000002')).statusCode).toBe(200);
    const [queued] = await smsTo('+393440000002');
    expect(queued?.body).toMatch(/^Ciao! Un amico ti invita a Salone Prova\. Registrati qui: /);
    expect(queued?.body).not.toContain('evil');
  });

  it('invites a number once per activity: again, by the inviter or by another, is a 409 saying so', async () => {
    const { activity, person } = await inviter();
    const first = await invite(person, activity.id, '+39 340 000 0001');
    const again = await invite(person, activity.id, '0039 340 0000001');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'already_invited',
      message: 'Questo numero è già stato invitato',
    });
    // Recording it again (POST /api/friends) finds the same invite.
    const recorded = await t.call({
      method: 'POST',
      url: '/api/friends',
      as: person,
      payload: { phoneNumber: '3400000001', activityId: activity.id },
    });
    expect(recorded.json().data.inviteId).toBe(first.json().data.inviteId);
    expect(await smsTo('+393400000001')).toHaveLength(1);
    const other = await createCustomer(t, activity.id);
    const taken = await invite(other, activity.id, '3400000001');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'already_invited',
      message: 'Questo numero è già stato invitato',
    });
  });

  it('allows INVITES_PER_DAY invites a day, then says so, until a day has passed', async () => {
    const { activity, person } = await inviter();
    expect((await invite(person, activity.id, '3410000001')).statusCode).toBe(200);
    expect((await invite(person, activity.id, '3410000002')).statusCode).toBe(200);
    const third = await invite(person, activity.id, '3410000003');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      code: 'invite_limit',
      message: 'Puoi invitare 2 amici al giorno: riprova domani',
    });
    expect(await smsTo('+393410000003')).toHaveLength(0);
    clock.advance(24 * 3_600_000 + 1000);
    expect((await invite(person, activity.id, '3410000003')).statusCode).toBe(200);
  });

  it("refuses another customer's id as the inviter, and a number that is not one", async () => {
    const { activity, person } = await inviter();
    const other = await createCustomer(t, activity.id);
    const asOther = await invite(person, activity.id, '3420000001', { userId: other.id });
    expect(asOther.statusCode).toBe(404);
    const bad = await invite(person, activity.id, 'chiamami');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
    expect(await smsTo('+393420000001')).toHaveLength(0);
  });

  it('POST /api/friends records the friend without sending anything', async () => {
    const { activity, person } = await inviter();
    const res = await t.call({
      method: 'POST',
      url: '/api/friends',
      as: person,
      payload: { phoneNumber: '3430000001', activityId: activity.id, userId: person.id },
    });
    expect(res.json().data.inviteId).toBeTruthy();
    expect(await smsTo('+393430000001')).toHaveLength(0);
  });

  it('switched off (showIntroduceFriendApp), inviting and recording answer 404 and write nothing', async () => {
    const { activity, person } = await inviter(false);
    const payload = { phoneNumber: '3450000001', activityId: activity.id, userId: person.id };
    for (const url of ['/api/friends/invite', '/api/friends']) {
      const res = await t.call({
        method: 'POST',
        url,
        as: person,
        payload,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 'not_found', message: 'Item not found' });
    }
    const [friends] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from friends where activity_id = ${activity.id}`,
    );
    expect(friends).toEqual({ n: 0 });
    expect(await smsTo('+393450000001')).toHaveLength(0);
  });

  it('texts only mobile numbers of the countries the activity serves: premium-rate, landline, satellite and foreign ones get a 422 and nothing is written (finding 5)', async () => {
    const { activity, person } = await inviter();
    const refused = [
      '+39 899 123456', // premium rate
      '+39 892 123456', // premium rate
      '+39 06 1234 5678', // landline
      '+1 900 555 1234', // premium rate abroad
      '+881 234 567 890', // satellite
      '+44 7700 900123', // a mobile of another country
      '+34 612 345 678',
    ];
    for (const phoneNumber of refused) {
      for (const url of ['/api/friends/invite', '/api/friends']) {
        const res = await t.call({
          method: 'POST',
          url,
          as: person,
          headers: { 'accept-language': 'en' },
          payload: { phoneNumber, activityId: activity.id },
        });
        expect(res.statusCode, phoneNumber).toBe(422);
        expect(res.json(), phoneNumber).toEqual({
          code: 'phone_not_allowed',
          message: 'You can only invite mobile numbers of this country: Italy',
        });
      }
    }
    const written = await t.rows(sql`select id from friends where activity_id = ${activity.id}`);
    expect(written).toEqual([]);
    const queued = await t.rows(
      sql`select id from outbox where recipient like '+39899%' or recipient like '+881%'`,
    );
    expect(queued).toEqual([]);
    expect((await invite(person, activity.id, '+39 347 1234567')).statusCode).toBe(200);
  });

  it('serves the activity’s own country by default, or the countries configured, in the caller’s language', async () => {
    const spanish = await inviter(true, { nation: 'ES' });
    expect((await invite(spanish.person, spanish.activity.id, '+34 612 345 679')).statusCode).toBe(
      200,
    );
    const italian = await invite(spanish.person, spanish.activity.id, '+39 347 1234568');
    expect(italian.statusCode).toBe(422);
    expect(italian.json().message).toBe(
      'Puoi invitare solo numeri di cellulare di questo paese: Spagna',
    );
    const both = await inviter(true, { configuration: { inviteCountries: ['IT', 'ES'] } });
    expect((await invite(both.person, both.activity.id, '+34 612 345 680')).statusCode).toBe(200);
    const french = await t.call({
      method: 'POST',
      url: '/api/friends/invite',
      as: both.person,
      headers: { 'accept-language': 'de' },
      payload: { phoneNumber: '+33 6 12 34 56 78', activityId: both.activity.id },
    });
    expect(french.json()).toEqual({
      code: 'phone_not_allowed',
      message: 'Du kannst nur Handynummern aus diesen Ländern einladen: Italien oder Spanien',
    });
  });
});
