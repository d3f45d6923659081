import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_SETUP_CHECKS,
  type ActivitySetupView,
  activitySetupBody,
  activitySetupInputOf,
  isWhatsAppLink,
  lowContrasts,
} from './activity-setup.ts';
import { MENU_FLAGS } from './contracts.ts';

const VIEW: ActivitySetupView = {
  name: 'Gelateria Nuvola',
  color: '0D47A1',
  colorText: 'FFFFFF',
  logoFileName: null,
  logoUrl: null,
  timeZone: 'Europe/Rome',
  templateAppHome: 'I',
  graphicCardType: 'S',
  switches: Object.fromEntries(MENU_FLAGS.map((f) => [f, false])) as ActivitySetupView['switches'],
  menuType: 'V',
  menuTextApp: null,
  menuDescriptionBottom: null,
  menuColorBackground: null,
  menuColorText: null,
  menuShowIcon: true,
  showCurrency: true,
  menuLinkWhatApp: null,
  menuTextWhatApp: null,
  shopTextColor: null,
  shopTextSize: null,
  shopTextSelectedSize: null,
  showAddressCustomer: false,
  showNationCustomer: false,
  requiredPhoneNumber: false,
  multiLanguage: false,
  replyTo: null,
  translations: [],
};

const issues = (change: object) => {
  const r = activitySetupBody.safeParse({ ...activitySetupInputOf(VIEW), ...change });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const colors = {
  color: '0D47A1',
  colorText: 'FFFFFF',
  menuColorBackground: null,
  menuColorText: null,
  shopTextColor: null,
};

describe('the activity set-up an admin saves', () => {
  it('takes the view as read back: the form starts from what is saved', () => {
    expect(issues({})).toEqual([]);
    const parsed = activitySetupBody.parse(activitySetupInputOf(VIEW));
    const { logoUrl: _, ...saved } = VIEW;
    expect(parsed).toEqual(saved);
  });

  it('saves colours upper case and blank texts as null', () => {
    const parsed = activitySetupBody.parse({
      ...activitySetupInputOf(VIEW),
      color: '0d47a1',
      menuTextApp: '   ',
      menuTextWhatApp: ' Scrivici ',
    });
    expect(parsed).toMatchObject({
      color: '0D47A1',
      menuTextApp: null,
      menuTextWhatApp: 'Scrivici',
    });
  });

  it('takes a reply-to e-mail address (lower case) or none for blank, refuses anything else', () => {
    const replyTo = (v: string | null) =>
      activitySetupBody.parse({ ...activitySetupInputOf(VIEW), replyTo: v }).replyTo;
    expect(replyTo(' Prenota@Aurora.example ')).toBe('prenota@aurora.example');
    expect(replyTo('  ')).toBeNull();
    expect(replyTo(null)).toBeNull();
    for (const bad of ['aurora', 'aurora@', 'a b@example.com', `${'a'.repeat(180)}@example.com`]) {
      expect(issues({ replyTo: bad }).map((i) => i.split(':')[0])).toEqual(['replyTo']);
    }
  });

  it('says which text does not read on its colour (4.5:1), with the contrast found', () => {
    expect(lowContrasts(colors)).toEqual([]);
    expect(lowContrasts({ ...colors, color: 'FFEB3B' })).toEqual([
      { field: 'colorText', ratio: expect.closeTo(1.2, 1) },
    ]);
    // Unset, the menu's text is the app's (near-black) and its background the page's.
    expect(lowContrasts({ ...colors, menuColorBackground: '000000' })).toEqual([
      { field: 'menuColorBackground', ratio: expect.any(Number) },
    ]);
    expect(lowContrasts({ ...colors, menuColorText: 'FFFFFF' })).toEqual([
      { field: 'menuColorText', ratio: expect.any(Number) },
    ]);
    expect(
      lowContrasts({ ...colors, menuColorText: 'FFFFFF', menuColorBackground: '3E2723' }),
    ).toEqual([]);
    expect(lowContrasts({ ...colors, shopTextColor: 'FFEB3B' })).toEqual([
      { field: 'shopTextColor', ratio: expect.any(Number) },
    ]);
    expect(issues({ color: 'FFEB3B', shopTextColor: 'FFFFFF' })).toEqual([
      `colorText: ${ACTIVITY_SETUP_CHECKS.contrast}`,
      `shopTextColor: ${ACTIVITY_SETUP_CHECKS.contrast}`,
    ]);
  });

  it('takes WhatsApp links to wa.me or whatsapp.com over https, and phone numbers', () => {
    for (const ok of [
      'https://wa.me/390511234567',
      'https://api.whatsapp.com/send?phone=39051',
      'https://chat.whatsapp.com/AbC',
      '+39 051 123 4567',
    ]) {
      expect(isWhatsAppLink(ok), ok).toBe(true);
    }
    for (const bad of [
      'http://wa.me/39051',
      'https://wa.me.evil.example/39051',
      'https://evil.example/?https://wa.me/',
      'https://wa.me@evil.example/',
      'https://wa.me:8443/39051',
      'javascript:alert(1)',
      'ciao',
    ]) {
      expect(isWhatsAppLink(bad), bad).toBe(false);
    }
    expect(issues({ menuLinkWhatApp: 'http://wa.me/1' })).toEqual([
      `menuLinkWhatApp: ${ACTIVITY_SETUP_CHECKS.whatsApp}`,
    ]);
  });

  it('names a translation language once, a time zone Intl knows, a hex colour', () => {
    const t = (languageCode: string) => ({
      languageCode,
      menuTextApp: 'M',
      menuDescriptionBottom: null,
    });
    expect(issues({ translations: [t('gb'), t('gb')] })).toEqual([
      `translations: ${ACTIVITY_SETUP_CHECKS.once}`,
    ]);
    expect(issues({ translations: [t('it'), t('es'), t('fr'), t('de'), t('gb')] })).toEqual([]);
    expect(issues({ timeZone: 'Mars/Olympus' })).toEqual([
      `timeZone: ${ACTIVITY_SETUP_CHECKS.timeZone}`,
    ]);
    expect(issues({ menuColorText: '#FFFFFF' })).toEqual([
      `menuColorText: ${ACTIVITY_SETUP_CHECKS.hex}`,
    ]);
  });
});
