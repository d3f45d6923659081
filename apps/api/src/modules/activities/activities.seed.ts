// Demo look and settings of each activity: configuration, menu switches, translations, gallery,
// home video (Bottega Verde's, a file of demo-assets/ made by demo-assets/make-video.mjs).
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MENU_FLAGS, type MenuFlag } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { type SceneKind, scenePicture } from '../../platform/demo-art.ts';
import type { SeedPart } from '../../platform/module.ts';
import { activities } from '../../platform/tables.ts';
import {
  activityConfigurations,
  activityConfigurationTranslations,
  activityImages,
  activityMenus,
  activityVideos,
} from './activities.tables.ts';

const allMenus = (on: boolean) =>
  Object.fromEntries(MENU_FLAGS.map((f) => [f, on])) as Record<MenuFlag, boolean>;

const SETTINGS = {
  'salone-aurora': {
    configuration: {
      bookingType: 'NO' as const,
      shopType: 'A' as const,
      templateAppHome: 'S' as const,
      graphicCardType: 'B' as const,
      multiLanguage: true,
      menuTextApp: 'Listino',
      menuType: 'V' as const,
      menuShowIcon: false,
      menuDescriptionBottom: 'Prezzi IVA inclusa. I trattamenti si prenotano in salone o in app.',
      showAddressCustomer: true,
      showNationCustomer: true,
      requiredPhoneNumber: true,
      shopTotalMinPriceCents: 1500,
      shopTimePreparation: 15,
      cashBackExpiration: 90,
      androidStoreUrl: 'https://play.google.com/store/apps/details?id=demo.tessera.aurora',
      iosStoreUrl: 'https://apps.apple.com/app/id000000001',
      // Bank transfer (issue 22): whom to pay and a valid Italian IBAN (a well-known sample).
      bankPayee: 'Salone Aurora di Aurora Conti',
      bankIban: 'IT60X0542811101000000123456',
      // Customers' replies to its booking e-mails, and its calendar entries' ORGANIZER (issue 26).
      replyTo: 'salone.aurora@tessera.demo',
    },
    menuTranslations: {
      it: 'Listino',
      es: 'Tarifas',
      fr: 'Tarifs',
      de: 'Preisliste',
      gb: 'Price list',
    } as Record<string, string>,
    menu: allMenus(true),
    // The salon, and the tools of a cut and blow-dry.
    images: ['salon', 'tools'] as SceneKind[],
    video: undefined,
  },
  'trattoria-da-rita': {
    configuration: {
      bookingType: 'R' as const,
      shopType: 'R' as const,
      templateAppHome: 'I' as const,
      graphicCardType: 'S' as const,
      multiLanguage: false,
      menuTextApp: 'Il nostro menu',
      menuType: 'O' as const,
      menuColorBackground: 'FFF8E1',
      menuColorText: '3E2723',
      menuDescriptionBottom:
        'Coperto 2,50 €. Per allergie e intolleranze chiedi al personale: ti indicheremo i piatti adatti.',
      menuLinkWhatApp: 'https://wa.me/390511234567',
      menuTextWhatApp: 'Prenota su WhatsApp',
      replyTo: 'trattoria.darita@tessera.demo',
      shopTimePreparation: 20,
      cashBackExpiration: 180,
    },
    menuTranslations: {} as Record<string, string>,
    menu: {
      ...allMenus(false),
      showShopApp: true,
      showBookingApp: true,
      showMenuApp: true,
      showCouponApp: true,
      showPack: true,
      showInstantWinApp: true,
    },
    // The dining room, and tagliatelle al ragù on the table.
    images: ['trattoria', 'lunch'] as SceneKind[],
    video: undefined,
  },
  'bottega-verde': {
    configuration: {
      bookingType: 'N' as const,
      shopType: 'A' as const,
      templateAppHome: 'V' as const,
      graphicCardType: 'S' as const,
      multiLanguage: false,
      cashBackExpiration: 365,
    },
    menuTranslations: {} as Record<string, string>,
    menu: allMenus(false),
    images: [] as SceneKind[],
    // Four silent seconds, 640×360 VP8 (about 125 KB).
    video: 'bottega-verde.webm',
  },
};

/** The folder of the demo's files, found from src (tests, dev) or dist (the bundled seed). */
function demoAssets() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [
      join(dir, 'demo-assets'),
      join(dir, 'src', 'modules', 'activities', 'demo-assets'),
    ]) {
      if (existsSync(candidate)) return candidate;
    }
    dir = dirname(dir);
  }
  throw new Error('seed: the demo assets folder (modules/activities/demo-assets) is missing');
}

/** A round logo with the activity's initials, in its colours. */
function demoLogo(name: string, color: string, colorText: string) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<circle cx="128" cy="128" r="120" fill="#${color}" stroke="#fff" stroke-width="8"/>
<text x="128" y="150" font-family="sans-serif" font-size="96" font-weight="700" fill="#${colorText}" text-anchor="middle">${initials}</text>
</svg>`;
}

export const seedActivities: SeedPart = async (tx, demo) => {
  for (const [permalink, s] of Object.entries(SETTINGS)) {
    const activityId = demo.activities[permalink];
    if (activityId === undefined) continue;
    await tx
      .insert(activityConfigurations)
      .values({ activityId, ...s.configuration })
      .onConflictDoNothing();
    await tx
      .insert(activityMenus)
      .values({ activityId, ...s.menu })
      .onConflictDoNothing();
    const translations = Object.entries(s.menuTranslations);
    if (translations.length) {
      await tx
        .insert(activityConfigurationTranslations)
        .values(
          translations.map(([code, text]) => ({
            activityId,
            languageId: demo.languages.get(code) as number,
            menuTextApp: text,
          })),
        )
        .onConflictDoNothing();
    }
    const [image] = await tx
      .select({ id: activityImages.id })
      .from(activityImages)
      .where(eq(activityImages.activityId, activityId))
      .limit(1);
    if (!image && s.images.length) {
      await tx
        .insert(activityImages)
        .values(s.images.map((_, i) => ({ activityId, fileName: `demo-${i + 1}.svg`, sort: i })));
    }
    const [a] = await tx.select().from(activities).where(eq(activities.id, activityId));
    if (!a) continue;
    const { color } = a;
    const dir = join(demo.dataDir, 'images', 'activity', String(activityId));
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'logo.svg'), demoLogo(a.name, a.color, a.colorText));
    await tx.update(activities).set({ logoFileName: 'logo.svg' }).where(eq(activities.id, a.id));
    for (const [i, kind] of s.images.entries()) {
      await writeFile(
        join(dir, `demo-${i + 1}.svg`),
        scenePicture({ kind, color, width: 800, height: 450 }),
      );
    }
    if (s.video) {
      // Served as /images/video/{activityId}/{fileName} (activities.service.ts video()).
      const videoDir = join(demo.dataDir, 'images', 'video', String(activityId));
      await mkdir(videoDir, { recursive: true });
      await copyFile(join(demoAssets(), s.video), join(videoDir, s.video));
      await tx
        .insert(activityVideos)
        .values({ activityId, fileName: s.video })
        .onConflictDoNothing();
    }
  }
};
