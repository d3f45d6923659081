// Demo privacy texts of every activity, and the consents of its members (Laura has not given
// hers to Trattoria Da Rita yet).
import type { LanguageCode } from '@tessera/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { SeedPart } from '../../platform/module.ts';
import { activities } from '../../platform/tables.ts';
import { activityPrivacies, PRIVACY_KINDS, userPrivacies } from './privacy.tables.ts';

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

export const seedPrivacy: SeedPart = async (tx, demo) => {
  const ids = Object.values(demo.activities);
  const rows = await tx
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .where(inArray(activities.id, ids));
  for (const a of rows) {
    for (const [code, texts] of Object.entries(PRIVACY_TEXTS)) {
      await tx
        .insert(activityPrivacies)
        .values(
          PRIVACY_KINDS.map((kind) => ({
            activityId: a.id,
            languageId: demo.languages.get(code) as number,
            kind,
            title: texts[kind][0],
            text: texts[kind][1].replace('{activity}', a.name),
          })),
        )
        .onConflictDoNothing();
    }
  }
  const consents = demo.members.filter(
    ([activityId, userId]) =>
      !(userId === demo.users.laura && activityId === demo.activities['trattoria-da-rita']),
  );
  for (const [activityId, userId] of consents) {
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
};
