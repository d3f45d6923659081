// Refer-a-friend (issue 9): the invite SMS links to /registration/{activityId}?invite=CODE; the
// journey keeps the code through the e-mail and code steps and the data form starts with it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { serveApi } from '../../../testing/api.ts';
import { publicActivity, publicConfiguration } from '../../../testing/fixtures/activity.ts';
import { readJourney } from '../journey.ts';
import RegistrationPage from './RegistrationPage.tsx';
import StepCodePage from './StepCodePage.tsx';
import StepConfirmRegistrationPage from './StepConfirmRegistrationPage.tsx';

/** The bodies of the sign-up requests and the invite codes the screen asked about. */
let signIns: Record<string, unknown>[];
let asked: string[];
const server = serveApi();
const INVITES = ['GIULIA23', 'MARCO456'];

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  await setLanguage('it');
  await loadAllTexts();
  signIns = [];
  asked = [];
  server.answer('get', '/app/activities/{id}', publicActivity(1, { name: 'Salone Aurora' }));
  server.answer(
    'get',
    '/app/activities/{id}/configurations',
    publicConfiguration({ activityId: 1 }),
  );
  server.list('/app/activities/{id}/privacies', []);
  server.answer('get', '/app/check-emails/{email}', { exists: false });
  server.answer('put', '/public/send-code-emails', {
    sent: true,
    codeLength: 6,
    expiresAt: '2026-06-01T10:00:00Z',
  });
  server.answer('put', '/public/check-code-emails', { valid: true });
  // The codes of these tests are known; asking about another fails the test (a 500).
  server.answer('get', '/app/customers/code/{code}', ({ params }) => {
    const code = params.code as string;
    asked.push(code);
    if (!INVITES.includes(code)) throw new Error(`unexpected invite code ${code}`);
    return { code };
  });
  server.answer('post', '/public/sign-in', ({ body }) => {
    signIns.push(body);
    return { id: 3, username: body.username };
  });
});

/** The registration routes as the app has them, from `link`; elsewhere shows the location. */
function openLink(link: string) {
  const Where = () => <output aria-label="location">{useLocation().pathname}</output>;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[link]}>
        <Routes>
          <Route path="registration/stepCode" element={<StepCodePage />} />
          <Route
            path="registration/stepConfirmRegistration"
            element={<StepConfirmRegistrationPage />}
          />
          <Route path="registration/:activityId" element={<RegistrationPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Opens the link, gives the e-mail and the code: the data form's invite field is next. */
async function followLink(link: string) {
  openLink(link);
  await screen.findByText(/Salone Aurora/);
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Invia il codice' }));
  // Each step waits for the server's answer: a few seconds' margin on a busy machine.
  await userEvent.type(await screen.findByLabelText('Codice', {}, { timeout: 5000 }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));
  return (await screen.findByRole(
    'textbox',
    { name: /^Codice invito/ },
    { timeout: 5000 },
  )) as HTMLInputElement;
}

async function completeSignUp() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Anna');
  await userEvent.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Rossi');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Segreta123');
  await userEvent.type(screen.getByLabelText(/^Conferma password/), 'Segreta123');
  await userEvent.click(screen.getByRole('checkbox', { name: /privacy/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
}

describe('invite link', () => {
  it('keeps the code of the link through the steps and signs up with it', async () => {
    const invite = await followLink('/registration/1?invite=GIULIA23');
    expect(invite.value).toBe('GIULIA23');
    await completeSignUp();
    await waitFor(() =>
      expect(signIns).toEqual([
        expect.objectContaining({
          activityId: 1,
          username: 'anna@example.com',
          invite: 'GIULIA23',
        }),
      ]),
    );
    expect(asked).toEqual(['GIULIA23']);
    expect(readJourney().invite).toBeNull();
  }, 30_000);

  it('leaves the code editable: the one the customer types is the one sent', async () => {
    const invite = await followLink('/registration/1?invite=GIULIA23');
    await userEvent.clear(invite);
    await userEvent.type(invite, 'MARCO456');
    await completeSignUp();
    await waitFor(() => expect(signIns).toHaveLength(1));
    expect(signIns[0]?.invite).toBe('MARCO456');
  }, 30_000);

  it('reads a URL-encoded code back as the code itself', async () => {
    openLink(`/registration/1?invite=${encodeURIComponent('AB&C+D/É')}`);
    await screen.findByText(/Salone Aurora/);
    expect(readJourney()).toMatchObject({ activityId: 1, invite: 'AB&C+D/É' });
  });

  it.each([
    ['empty', '/registration/1?invite='],
    ['blank', '/registration/1?invite=%20%20'],
    ['with a space', '/registration/1?invite=GIU%20LIA'],
    ['too long', `/registration/1?invite=${'A'.repeat(21)}`],
    ['with a control character', '/registration/1?invite=GIULIA%0A23'],
  ])(
    'ignores a malformed code (%s): the form starts empty',
    async (_, link) => {
      const invite = await followLink(link);
      expect(invite.value).toBe('');
      expect(readJourney().invite).toBeNull();
    },
    30_000,
  );

  it('forgets the code of an earlier link when the next link has none', async () => {
    openLink('/registration/1?invite=GIULIA23');
    expect(readJourney().invite).toBe('GIULIA23');
    cleanup();
    openLink('/registration/1');
    expect(readJourney().invite).toBeNull();
  });
});
