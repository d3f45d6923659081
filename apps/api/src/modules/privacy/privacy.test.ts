import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createCustomer,
  createUser,
  privacyTextsOf,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

const consents = { informativaPrivacy: true, informativaPointB: true, informativaPointC: true };

describe('privacy', () => {
  it("shows the activity's three privacy texts in the caller's language", async () => {
    const activity = await createActivity(t, {
      name: 'Trattoria Riservata',
      privacies: {
        it: privacyTextsOf('Trattoria Riservata'),
        de: {
          informativaPrivacy: ['Datenschutzerklärung', 'Trattoria Riservata verarbeitet Daten.'],
          informativaPointB: ['Werbung', 'Angebote.'],
          informativaPointC: ['Profilbildung', 'Analyse.'],
        },
      },
    });
    const it_ = await t.call({ url: `/app/activities/${activity.id}/privacies` });
    expect(it_.json().totalRows).toBe(3);
    expect(it_.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'informativaPrivacy',
          title: 'Informativa sulla privacy',
          required: true,
          text: expect.stringContaining('Trattoria Riservata'),
        }),
        expect.objectContaining({ kind: 'informativaPointB', required: false }),
      ]),
    );
    const de = await t.call({
      url: `/app/activities/${activity.id}/privacies`,
      headers: { 'accept-language': 'de' },
    });
    expect(de.json().data.map((p: { title: string }) => p.title)).toContain('Datenschutzerklärung');
    // A language the activity has no texts in gets the Italian ones.
    const fr = await t.call({
      url: `/app/activities/${activity.id}/privacies`,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().data.map((p: { title: string }) => p.title)).toContain(
      'Informativa sulla privacy',
    );
  });

  it('sends a customer who has not accepted to the privacy screen, until they accept', async () => {
    const activity = await createActivity(t);
    const laura = await createUser(t, { memberOf: [activity.id], privacyAccepted: false });
    const check = () =>
      t.call({ url: `/api/userprivacies/check/activity/${activity.id}`, as: laura });
    expect((await check()).json().data).toEqual({ checkInformativePrivacy: false });
    const before = await t.call({ url: `/api/userprivacies/activity/${activity.id}`, as: laura });
    // Nothing given yet: no consent is taken for granted (GDPR).
    expect(before.json().data).toMatchObject({
      informativaPrivacy: false,
      informativaPointB: false,
      informativaPointC: false,
      updatedAt: null,
    });
    const saved = await t.call({
      method: 'POST',
      url: '/api/userprivacies',
      as: laura,
      payload: { ...consents, activityId: activity.id, informativaPointB: false },
    });
    expect(saved.json().data).toMatchObject({ informativaPrivacy: true, informativaPointB: false });
    expect((await check()).json().data).toEqual({ checkInformativePrivacy: true });
  });

  it("keeps each activity's consents apart and refuses other activities", async () => {
    const [mine, theirs] = [await createActivity(t), await createActivity(t)];
    const member = await createCustomer(t, mine.id);
    const check = await t.call({
      url: `/api/userprivacies/check/activity/${mine.id}`,
      as: member,
    });
    expect(check.json().data.checkInformativePrivacy).toBe(true);
    const foreign = await t.call({
      method: 'POST',
      url: '/api/userprivacies',
      as: member,
      payload: { ...consents, activityId: theirs.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
