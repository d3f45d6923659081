// An invitation is an offer for INVITATION_DAYS: an old one, forgotten by the admin who made it,
// can no longer be listed or accepted (a role offered long ago is not a role wanted today).
import { INVITATION_DAYS } from '@tessera/domain';
import { expect, it } from 'vitest';
import { movableClock } from '../../platform/context.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = movableClock();
const t = useTestApp({ clock });

const offer = async () => {
  const [mine, theirs] = [await createActivity(t), await createActivity(t)];
  const admin = await createAdmin(t, mine.id);
  const holder = await createCustomer(t, theirs.id);
  const added = await t.call({
    method: 'POST',
    url: '/api/users',
    as: admin,
    payload: {
      activityId: mine.id,
      username: holder.email,
      name: 'Nico',
      surname: 'Nuovo',
      password: 'Nico-2026!',
      roles: ['ROLE_ADMIN'],
    },
  });
  expect(added.statusCode).toBe(200);
  return { holder, mine };
};

const invitationsOf = async (who: Person) =>
  (await t.call({ url: '/api/invitations', as: who })).json().data as { id: number }[];

const accept = (who: Person, id: number | undefined) =>
  t.call({ method: 'POST', url: `/api/invitations/${id}/accept`, as: who });

it(`is accepted on its last day, ${INVITATION_DAYS} days after it was made`, async () => {
  const { holder, mine } = await offer();
  const [invitation] = await invitationsOf(holder);
  clock.advance(INVITATION_DAYS * DAY - 60_000);
  expect((await accept(holder, invitation?.id)).json().data).toEqual({ activityId: mine.id });
});

it('past its days, is neither listed nor accepted, and grants nothing', async () => {
  const { holder, mine } = await offer();
  const [invitation] = await invitationsOf(holder);
  clock.advance(INVITATION_DAYS * DAY + 60_000);
  expect(await invitationsOf(holder)).toEqual([]);
  const late = await accept(holder, invitation?.id);
  expect(late.statusCode).toBe(404);
  const memberships = (
    await t.call({ url: '/api/activities/customers/byiduser', as: holder })
  ).json().data.activityCustomers as { activityId: number }[];
  expect(memberships.map((m) => m.activityId)).not.toContain(mine.id);
});
