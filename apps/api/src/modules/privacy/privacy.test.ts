import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness.ts';

let t: TestApp;
let aurora: number;
let rita: number;
beforeAll(async () => {
  t = await startTestApp();
  aurora = await t.activityId('salone-aurora');
  rita = await t.activityId('trattoria-da-rita');
});
afterAll(() => t.close());

describe('privacy', () => {
  it("shows the activity's three privacy texts in the caller's language", async () => {
    const it_ = await t.call({ url: `/app/activities/${rita}/privacies` });
    expect(it_.json().totalRows).toBe(3);
    expect(it_.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'informativaPrivacy',
          title: 'Informativa sulla privacy',
          required: true,
          text: expect.stringContaining('Trattoria Da Rita'),
        }),
        expect.objectContaining({ kind: 'informativaPointB', required: false }),
      ]),
    );
    const de = await t.call({
      url: `/app/activities/${rita}/privacies`,
      headers: { 'accept-language': 'de' },
    });
    expect(de.json().data.map((p: { title: string }) => p.title)).toContain('Datenschutzerklärung');
  });

  it('sends a customer who has not accepted to the privacy screen, until they accept', async () => {
    const check = () => t.call({ url: `/api/userprivacies/check/activity/${rita}`, as: 'laura' });
    expect((await check()).json().data).toEqual({ checkInformativePrivacy: false });
    const before = await t.call({ url: `/api/userprivacies/activity/${rita}`, as: 'laura' });
    expect(before.json().data).toMatchObject({
      informativaPrivacy: false,
      informativaPointB: true,
      informativaPointC: true,
      updatedAt: null,
    });
    const saved = await t.call({
      method: 'POST',
      url: '/api/userprivacies',
      as: 'laura',
      payload: {
        activityId: rita,
        informativaPrivacy: true,
        informativaPointB: false,
        informativaPointC: true,
      },
    });
    expect(saved.json().data).toMatchObject({ informativaPrivacy: true, informativaPointB: false });
    expect((await check()).json().data).toEqual({ checkInformativePrivacy: true });
  });

  it("keeps each activity's consents apart and refuses other activities", async () => {
    const giulia = await t.call({
      url: `/api/userprivacies/check/activity/${aurora}`,
      as: 'giulia',
    });
    expect(giulia.json().data.checkInformativePrivacy).toBe(true);
    const foreign = await t.call({
      method: 'POST',
      url: '/api/userprivacies',
      as: 'giulia',
      payload: {
        activityId: rita,
        informativaPrivacy: true,
        informativaPointB: true,
        informativaPointC: true,
      },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
