// Demo data of the accounts features: nations and towns, privacy texts, customer rows, consents.
import type { LanguageCode } from '@tessera/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { activities } from '../../modules/activities/activities.tables.ts';
import { countries, nations } from '../../modules/countries/countries.tables.ts';
import {
  activityPrivacies,
  PRIVACY_KINDS,
  userPrivacies,
} from '../../modules/privacy/privacy.tables.ts';
import { newInviteCode } from '../../modules/users/customers.ts';
import { customers } from '../../modules/users/users.tables.ts';
import type { Tx } from '../../platform/db.ts';

const NATIONS = [
  { code: 'IT', name: 'Italia' },
  { code: 'ES', name: 'España' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Deutschland' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CH', name: 'Schweiz' },
];

const TOWNS: Record<string, [string, string][]> = {
  IT: [
    ['Bergamo', 'BG'],
    ['Bologna', 'BO'],
    ['Brescia', 'BS'],
    ['Como', 'CO'],
    ['Firenze', 'FI'],
    ['Genova', 'GE'],
    ['Milano', 'MI'],
    ['Monza', 'MB'],
    ['Napoli', 'NA'],
    ['Palermo', 'PA'],
    ['Roma', 'RM'],
    ['Torino', 'TO'],
    ['Venezia', 'VE'],
    ['Verona', 'VR'],
  ],
  ES: [
    ['Barcelona', 'B'],
    ['Madrid', 'M'],
    ['Valencia', 'V'],
  ],
  FR: [
    ['Lyon', '69'],
    ['Paris', '75'],
  ],
  DE: [
    ['Berlin', 'BE'],
    ['München', 'BY'],
  ],
  GB: [
    ['London', 'LND'],
    ['Manchester', 'MAN'],
  ],
  CH: [
    ['Lugano', 'TI'],
    ['Zürich', 'ZH'],
  ],
};

type Kind = (typeof PRIVACY_KINDS)[number];
const PRIVACY_TEXTS: Record<LanguageCode, Record<Kind, [string, string]>> = {
  it: {
    informativaPrivacy: [
      'Informativa sulla privacy',
      '{activity} tratta i tuoi dati per gestire la carta fedeltà, le prenotazioni e gli ordini. Senza questo consenso non possiamo offrirti il servizio.',
    ],
    informativaPointB: [
      'Comunicazioni commerciali',
      'Acconsento a ricevere offerte e novità di {activity} via e-mail e notifiche.',
    ],
    informativaPointC: [
      'Profilazione',
      'Acconsento all’analisi dei miei acquisti per ricevere offerte su misura.',
    ],
  },
  es: {
    informativaPrivacy: [
      'Política de privacidad',
      '{activity} trata tus datos para gestionar la tarjeta de fidelidad, las reservas y los pedidos. Sin este consentimiento no podemos ofrecerte el servicio.',
    ],
    informativaPointB: [
      'Comunicaciones comerciales',
      'Acepto recibir ofertas y novedades de {activity} por correo electrónico y notificaciones.',
    ],
    informativaPointC: [
      'Perfilado',
      'Acepto el análisis de mis compras para recibir ofertas personalizadas.',
    ],
  },
  fr: {
    informativaPrivacy: [
      'Politique de confidentialité',
      '{activity} traite vos données pour gérer la carte de fidélité, les réservations et les commandes. Sans ce consentement, nous ne pouvons pas vous offrir le service.',
    ],
    informativaPointB: [
      'Communications commerciales',
      "J'accepte de recevoir les offres et nouveautés de {activity} par e-mail et notifications.",
    ],
    informativaPointC: [
      'Profilage',
      "J'accepte l'analyse de mes achats pour recevoir des offres personnalisées.",
    ],
  },
  de: {
    informativaPrivacy: [
      'Datenschutzerklärung',
      '{activity} verarbeitet deine Daten, um die Treuekarte, Reservierungen und Bestellungen zu verwalten. Ohne diese Einwilligung können wir den Dienst nicht anbieten.',
    ],
    informativaPointB: [
      'Werbemitteilungen',
      'Ich möchte Angebote und Neuigkeiten von {activity} per E-Mail und Benachrichtigung erhalten.',
    ],
    informativaPointC: [
      'Profilbildung',
      'Ich stimme der Auswertung meiner Einkäufe für persönliche Angebote zu.',
    ],
  },
  gb: {
    informativaPrivacy: [
      'Privacy notice',
      '{activity} processes your data to run the loyalty card, bookings and orders. Without this consent we cannot offer you the service.',
    ],
    informativaPointB: [
      'Marketing messages',
      'I agree to receive offers and news from {activity} by e-mail and notifications.',
    ],
    informativaPointC: [
      'Profiling',
      'I agree to the analysis of my purchases for tailored offers.',
    ],
  },
};

export async function seedAccounts(
  tx: Tx,
  ids: {
    activityIds: number[];
    languageIds: Map<string, number>;
    userIds: number[];
    /** Users who accepted the privacy of these activities. */
    consents: [activityId: number, userId: number][];
  },
) {
  await tx.insert(nations).values(NATIONS).onConflictDoNothing();
  const nationRows = await tx.select().from(nations);
  const nationId = new Map(nationRows.map((n) => [n.code, n.id]));
  const italy = nationId.get('IT') as number;
  const [anyTown] = await tx.select({ id: countries.id }).from(countries).limit(1);
  if (!anyTown) {
    await tx.insert(countries).values(
      Object.entries(TOWNS).flatMap(([code, towns]) =>
        towns.map(([name, province]) => ({
          name,
          province,
          nationId: nationId.get(code) as number,
        })),
      ),
    );
  }
  await tx.update(activities).set({ nationId: italy }).where(isNull(activities.nationId));

  for (const activityId of ids.activityIds) {
    const [a] = await tx
      .select({ name: activities.name })
      .from(activities)
      .where(eq(activities.id, activityId));
    for (const [code, texts] of Object.entries(PRIVACY_TEXTS)) {
      await tx
        .insert(activityPrivacies)
        .values(
          PRIVACY_KINDS.map((kind) => ({
            activityId,
            languageId: ids.languageIds.get(code) as number,
            kind,
            title: texts[kind][0],
            text: texts[kind][1].replace('{activity}', a?.name ?? ''),
          })),
        )
        .onConflictDoNothing();
    }
  }

  for (const userId of ids.userIds) {
    await tx
      .insert(customers)
      .values({ userId, inviteCode: newInviteCode(), nationId: italy })
      .onConflictDoNothing();
  }
  for (const [activityId, userId] of ids.consents) {
    const [given] = await tx
      .select({ id: userPrivacies.id })
      .from(userPrivacies)
      .where(and(eq(userPrivacies.activityId, activityId), eq(userPrivacies.userId, userId)));
    if (!given) {
      await tx.insert(userPrivacies).values({
        activityId,
        userId,
        informativaPrivacy: true,
        informativaPointB: true,
        informativaPointC: false,
      });
    }
  }
}
