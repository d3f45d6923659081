// Accessibility (issue 8): axe-core on every screen and its states (errors, dialogs, the drawer,
// offline), in Italian and in English, with no serious or critical violation. The other specs
// check the states they visit on their own (e2e/fixtures.ts); this one walks them all on purpose.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from './axe.ts';
import type { Locator, Page } from './fixtures.ts';
import { expect, test } from './fixtures.ts';
import { codeIn, linkIn, waitForMail } from './mailbox.ts';
import { auroraId, freshEmail } from './signup.ts';
import { PASSWORD } from './support.ts';

/** The two languages: Italian without prefix, English under /gb (texts in locales/en). */
const LANGUAGES = [
  { code: 'it', prefix: '', folder: 'it', italy: 'Italia' },
  { code: 'gb', prefix: '/gb', folder: 'en', italy: 'Italy' },
] as const;

type Texts = { [key: string]: string | Texts };

/** A language's texts, every namespace, as the app has them (apps/web/src/locales). */
function textsOf(folder: string) {
  const dir = fileURLToPath(new URL(`../apps/web/src/locales/${folder}/`, import.meta.url));
  const all: Texts = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    all[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(dir + file, 'utf8')) as Texts;
  }
  /** The text of a dotted key, `{{name}}` filled in; a plural text's `other` form. */
  const t = (key: string, values: Record<string, string> = {}) => {
    let node: string | Texts | undefined = all;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'object' && typeof node.other === 'string') node = node.other;
    if (typeof node !== 'string') throw new Error(`no text ${key} in ${folder}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
  /** The text as a whole-string pattern, any value in place of a `{{name}}`. */
  const pattern = (key: string) =>
    new RegExp(
      `^${t(key, { user: '@@@', name: '@@@', address: '@@@' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/@@@/g, '.+')}$`,
    );
  return { t, pattern };
}

const invalid = (page: Page | Locator) => page.locator('[aria-invalid="true"]').first();

// Each test walks many states, each checked by axe (about a second each).
test.describe.configure({ timeout: 60_000 });

for (const lang of LANGUAGES) {
  const { t, pattern } = textsOf(lang.folder);
  const P = lang.prefix;
  const check = (page: Page, state: string) => expectAccessible(page, `${lang.code}: ${state}`);

  async function login(page: Page, username: string) {
    await page.goto(`${P}/login`);
    await page.getByLabel(t('login.username')).fill(username);
    await page.getByLabel(t('login.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(page.getByRole('button', { name: t('topbar.openMenu') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang.folder);
  }

  const heading1 = (page: Page, key: string) =>
    expect(page.getByRole('heading', { level: 1, name: t(key), exact: true })).toBeVisible();

  test.describe(`in ${lang.folder === 'it' ? 'Italian' : 'English'}`, () => {
    test('sign-in and password reset, with their errors', async ({ page }) => {
      await page.goto(`${P}/login`);
      const submit = page.getByRole('button', { name: t('login.submit'), exact: true });
      await expect(submit).toBeVisible();
      await check(page, 'login');
      await page.getByLabel(t('login.username')).fill('giulia@tessera.demo');
      await page.getByLabel(t('login.password'), { exact: true }).fill('sbagliata-1');
      await submit.click();
      await expect(page.getByRole('alert')).toBeVisible();
      await check(page, 'login, refused');

      await page.getByRole('link', { name: t('login.forgot') }).click();
      await heading1(page, 'password.forgotTitle');
      await check(page, 'forgot password');
      await page.getByRole('button', { name: t('password.send'), exact: true }).click();
      await expect(invalid(page)).toBeVisible();
      await check(page, 'forgot password, empty e-mail');
      await page.getByLabel(t('password.email')).fill('giulia@tessera.demo');
      const since = Date.now();
      await page.getByRole('button', { name: t('password.send'), exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('alert')).toBeVisible();
      await check(page, 'login, reset code sent');

      await page.getByRole('link', { name: t('login.haveCode') }).click();
      await heading1(page, 'password.codeTitle');
      await check(page, 'reset code');
      const code = codeIn(await waitForMail('giulia@tessera.demo', since));
      await page.getByLabel(t('password.code')).fill(code === '000000' ? '000001' : '000000');
      await page.getByRole('button', { name: t('password.checkCode') }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: t('validation.codeInvalid') }),
      ).toBeVisible();
      await check(page, 'reset code, wrong code');

      const mail = await waitForMail('giulia@tessera.demo', since);
      await page.goto(P + linkIn(mail, '/forgot-password/code'));
      await expect(page.getByRole('heading', { name: t('password.newTitle') })).toBeVisible();
      await check(page, 'new password');
      await page.getByRole('button', { name: t('password.save'), exact: true }).click();
      await expect(invalid(page)).toBeVisible();
      await check(page, 'new password, empty fields');
    });

    test('the sign-up steps, with their errors', async ({ page, request }) => {
      // The Pixel 7 of the config is an Android phone: the closing screen goes to the Play store.
      await page.route('https://play.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Play store</h1>' }),
      );
      await page.goto(`${P}/registration`);
      await heading1(page, 'registration.title');
      await check(page, 'sign-up, business code');
      await page.getByRole('button', { name: t('registration.activity.submit') }).click();
      await expect(invalid(page)).toBeVisible();
      await check(page, 'sign-up, business code missing');

      await page.goto(`${P}/registration/${await auroraId(request)}`);
      await expect(
        page.getByText(t('registration.email.intro', { activity: 'Salone Aurora' })),
      ).toBeVisible();
      await check(page, 'sign-up, e-mail');
      const email = freshEmail('a11y');
      await page.getByLabel(t('registration.email.label')).fill(email);
      const since = Date.now();
      await page.getByRole('button', { name: t('registration.email.submit') }).click();
      await expect(page).toHaveURL(/\/registration\/stepCode$/);
      await check(page, 'sign-up, code');
      const code = codeIn(await waitForMail(email, since));
      await page
        .getByLabel(t('registration.code.label'))
        .fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: t('registration.code.submit') }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await check(page, 'sign-up, wrong code');
      await page.getByLabel(t('registration.code.label')).fill(code);
      await page.getByRole('button', { name: t('registration.code.submit') }).click();
      await expect(page).toHaveURL(/\/registration\/stepConfirmRegistration$/);
      const complete = page.getByRole('button', { name: t('registration.form.submit') });
      await expect(complete).toBeVisible();
      await check(page, 'sign-up, details');
      await complete.click();
      await expect(invalid(page)).toBeVisible();
      await check(page, 'sign-up, details with errors');

      const form = (key: string) => t(`registration.form.${key}`);
      await page.getByRole('textbox', { name: form('name'), exact: true }).fill('Ada');
      await page.getByLabel(form('surname')).fill('Bianchi');
      await page.getByLabel(t('birthDate.day')).selectOption('14');
      await page.getByLabel(t('birthDate.month')).selectOption('5');
      await page.getByLabel(t('birthDate.year')).selectOption('1992');
      await page.getByRole('radio', { name: form('female') }).check();
      await page.getByLabel(form('address')).fill('Via Roma');
      await page.getByLabel(form('streetNumber')).fill('12');
      await page.getByLabel(form('cap')).fill('40121');
      await page.getByLabel(form('phone')).fill('+39 333 1234567');
      await page.getByLabel(new RegExp(`^${form('password')}\\W*$`)).fill(PASSWORD);
      await page.getByLabel(form('confirmPassword')).fill(PASSWORD);
      await page.getByLabel(form('nation')).selectOption({ label: lang.italy });
      await page.getByLabel(form('town')).fill('Bolo');
      await page.getByRole('option', { name: 'Bologna (BO)' }).click();
      // The required consent (the activity's privacy text names it).
      await page.getByRole('checkbox', { name: / \*$/ }).check();
      await complete.click();
      await expect(page.getByRole('heading', { name: t('registration.done.title') })).toBeVisible();
      await check(page, 'sign-up complete');
    });

    test("a customer's screens and dialogs", async ({ page }) => {
      await login(page, 'cliente@tessera.demo');
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      // Salone Aurora's home (template S) shows the notices.
      await expect(
        page
          .getByRole('list', { name: t('notices.label') })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      await check(page, 'home');

      await page.getByRole('button', { name: t('topbar.openMenu') }).click();
      const nav = page.getByRole('navigation', { name: t('nav.title') });
      await expect(nav).toBeVisible();
      await check(page, 'drawer');
      await nav.getByRole('link', { name: t('nav.activities') }).click();
      await heading1(page, 'activities.title');
      await check(page, 'activities');

      await page.goto(`${P}/privacy`);
      await heading1(page, 'privacy.title');
      await check(page, 'privacy');

      await page.goto(`${P}/profile`);
      await heading1(page, 'profile.title');
      await expect(page.getByLabel(t('profile.fields.phone'))).toBeVisible();
      await check(page, 'profile');

      await page.getByRole('button', { name: t('profile.password.open') }).click();
      const password = page.getByRole('dialog', { name: t('profile.password.title') });
      await expect(password).toBeVisible();
      await check(page, 'profile, password dialog');
      await password.getByRole('button', { name: t('profile.password.submit') }).click();
      await expect(invalid(password)).toBeVisible();
      await check(page, 'profile, password dialog with errors');
      await page.keyboard.press('Escape');
      await expect(password).toBeHidden();

      await page.getByRole('button', { name: t('profile.email.open') }).click();
      const email = page.getByRole('dialog', { name: t('profile.email.title') });
      await expect(email).toBeVisible();
      await check(page, 'profile, e-mail dialog');
      await page.keyboard.press('Escape');
      await expect(email).toBeHidden();

      await page.getByRole('button', { name: t('profile.addresses.add') }).click();
      const address = page.getByRole('dialog', { name: t('profile.addresses.addTitle') });
      await expect(address).toBeVisible();
      await check(page, 'profile, address dialog');
      await address
        .getByRole('button', { name: t('profile.addresses.submit'), exact: true })
        .click();
      await expect(invalid(address)).toBeVisible();
      await check(page, 'profile, address dialog with errors');
      await page.keyboard.press('Escape');
      await expect(address).toBeHidden();

      await page
        .getByRole('main')
        .getByRole('link', { name: /Italiano|English/ })
        .click();
      await heading1(page, 'language.title');
      await check(page, 'language');

      await page.getByRole('button', { name: t('topbar.logout') }).click();
      const logout = page.getByRole('dialog', { name: t('logout.title') });
      await expect(logout).toBeVisible();
      await check(page, 'log-out dialog');
      await logout.getByRole('button', { name: t('logout.cancel') }).click();
      await expect(logout).toBeHidden();

      await page.goto(`${P}/non-esiste`);
      await expect(page.getByRole('main').getByText(t('error.notFound'))).toBeVisible();
      await check(page, 'page not found');
    });

    test('the privacy screen of a customer who must accept it, and its error', async ({ page }) => {
      await page.goto(`${P}/login`);
      await page.getByLabel(t('login.username')).fill('laura@tessera.demo');
      await page.getByLabel(t('login.password'), { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByText(t('privacy.required'))).toBeVisible();
      await check(page, 'privacy to accept');
      // Saving without the consent: the error under it (nothing is saved).
      await page.getByRole('button', { name: t('privacy.save') }).click();
      await expect(page.getByText(t('privacy.acceptToSave'))).toBeVisible();
      await check(page, 'privacy, consent missing');
    });

    test("an admin's users, their dialogs, and the version screen", async ({ page }) => {
      await login(page, 'admin@tessera.demo');
      await page.goto(`${P}/users`);
      await heading1(page, 'users.title');
      await expect(page.getByRole('button', { name: pattern('users.edit') }).first()).toBeVisible();
      await check(page, 'users');

      await page.getByRole('button', { name: t('users.add') }).click();
      const create = page.getByRole('dialog', { name: t('users.createTitle') });
      await expect(create).toBeVisible();
      await check(page, 'users, new user dialog');
      await create.getByRole('button', { name: t('users.save') }).click();
      await expect(invalid(create)).toBeVisible();
      await check(page, 'users, new user dialog with errors');
      await create.getByRole('button', { name: t('users.cancel') }).click();
      await expect(create).toBeHidden();

      await page
        .getByRole('button', { name: pattern('users.edit') })
        .first()
        .click();
      const edit = page.getByRole('dialog', { name: t('users.editTitle') });
      await expect(edit).toBeVisible();
      await check(page, 'users, edit dialog');
      await edit.getByRole('button', { name: t('users.cancel') }).click();
      await expect(edit).toBeHidden();

      await page
        .getByRole('button', { name: pattern('users.delete'), disabled: false })
        .first()
        .click();
      const remove = page.getByRole('dialog', { name: t('users.deleteTitle') });
      await expect(remove).toBeVisible();
      await check(page, 'users, delete dialog');
      await remove.getByRole('button', { name: t('users.cancel') }).click();
      await expect(remove).toBeHidden();

      await page.goto(`${P}/version`);
      await heading1(page, 'version.title');
      await expect(page.getByRole('definition').first()).toBeVisible();
      await check(page, 'version');
    });

    test("a super admin's devices, with one registered and its delete dialog", async ({ page }) => {
      await login(page, 'super@tessera.demo');
      await page.goto(`${P}/devices`);
      await heading1(page, 'devices.title');
      await expect(page.getByText(t('devices.empty'))).toBeVisible();
      await check(page, 'devices, none');
      await page.getByRole('button', { name: t('devices.register') }).click();
      const list = page.getByRole('list', { name: t('devices.title') });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await check(page, 'devices, one');
      await page.getByRole('button', { name: pattern('devices.delete') }).click();
      const remove = page.getByRole('dialog', { name: t('devices.deleteTitle') });
      await expect(remove).toBeVisible();
      await check(page, 'devices, delete dialog');
      // Deleted again: e2e/devices.spec.ts starts from none.
      await remove.getByRole('button', { name: t('devices.confirmDelete') }).click();
      await expect(page.getByText(t('devices.empty'))).toBeVisible();
    });

    test('offline: the banner, the error screen, and the screen that could not load', async ({
      page,
      context,
    }) => {
      await login(page, 'giulia@tessera.demo');
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await check(page, 'home of a customer of one activity');
      await context.setOffline(true);
      await expect(page.getByTestId('offline-banner')).toHaveText(t('error.offline.banner'));
      await check(page, 'offline banner');

      await page.getByRole('button', { name: t('topbar.openMenu') }).click();
      await page
        .getByRole('navigation', { name: t('nav.title') })
        .getByRole('link', { name: t('nav.profile') })
        .click();
      await expect(page.getByRole('heading', { name: t('error.offline.title') })).toBeVisible();
      await check(page, 'offline error screen');
      await context.setOffline(false);
      await expect(page.getByRole('heading', { name: t('error.loadFailed.title') })).toBeVisible();
      await check(page, 'load failed screen');
      await page.getByRole('button', { name: t('error.retry') }).click();
      await heading1(page, 'profile.title');
    });
  });
}
