// Demo notices (read and unread) for the demo customers at both activities, and notifications.
import { and, eq } from 'drizzle-orm';
import type { SeedPart } from '../../platform/module.ts';
import { notify, sendNotice } from './notices.service.ts';
import { notices, notifications } from './notices.tables.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const NOTICES: Record<
  string,
  { to: string[]; list: { title: string; text: string; days: number; read: boolean }[] }
> = {
  'salone-aurora': {
    to: ['cliente', 'giulia'],
    list: [
      {
        title: 'Nuovi orari di apertura',
        text: 'Da lunedì il salone è aperto anche il giovedì sera fino alle 21.',
        days: 12,
        read: true,
      },
      {
        title: 'Settimana del colore',
        text: 'Fino a sabato, un trattamento lucidante in omaggio con ogni colore.',
        days: 4,
        read: false,
      },
      {
        title: 'Chiusura per ferie',
        text: 'Il salone resterà chiuso dal 24 al 27 dicembre. Buone feste!',
        days: 1,
        read: false,
      },
    ],
  },
  'trattoria-da-rita': {
    to: ['cliente', 'marco'],
    list: [
      {
        title: 'Menu del tartufo',
        text: 'Ogni venerdì di novembre, tagliolini e uovo al tartufo bianco.',
        days: 9,
        read: true,
      },
      {
        title: 'Pranzo della domenica',
        text: 'Prenota il tavolo per il pranzo della domenica: antipasti della casa inclusi.',
        days: 2,
        read: false,
      },
    ],
  },
};

const NOTIFICATIONS: Record<
  string,
  {
    title: string;
    subTitle?: string;
    message: string;
    status: 'R' | 'S' | 'E' | 'D';
    link?: string;
    externalLink?: string;
    hours: number;
    read?: boolean;
  }[]
> = {
  cliente: [
    {
      title: 'Benvenuta in Tessera',
      message: 'La tua carta fedeltà è pronta: mostrala in cassa a ogni acquisto.',
      status: 'D',
      link: '/card',
      hours: 24 * 20,
      read: true,
    },
    {
      title: 'Cashback accreditato',
      subTitle: 'Salone Aurora',
      message: 'Hai ricevuto 3,20 € di cashback sulla tua carta.',
      status: 'D',
      link: '/flows',
      hours: 30,
    },
    {
      title: 'Esportazione dei movimenti',
      subTitle: 'In corso',
      message: 'Stiamo preparando il riepilogo dei tuoi movimenti.',
      status: 'R',
      hours: 3,
    },
    {
      title: 'Invio non riuscito',
      message: 'Non siamo riusciti a inviare l’invito al tuo amico. Riprova più tardi.',
      status: 'E',
      externalLink: 'https://www.example.com/aiuto',
      hours: 1,
    },
  ],
  giulia: [
    {
      title: 'Nuovo avviso',
      subTitle: 'Salone Aurora',
      message: 'Salone Aurora ti ha inviato un avviso.',
      status: 'S',
      hours: 20,
    },
  ],
  marco: [
    {
      title: 'Prenotazione confermata',
      subTitle: 'Trattoria Da Rita',
      message: 'Il tuo tavolo per due è confermato per sabato alle 20:30.',
      status: 'D',
      hours: 5,
    },
  ],
};

export const seedNotices: SeedPart = async (tx, demo) => {
  for (const [permalink, { to, list }] of Object.entries(NOTICES)) {
    const activityId = demo.activities[permalink];
    if (activityId === undefined) continue;
    const userIds = to.map((name) => demo.users[name]).filter((id) => id !== undefined);
    for (const n of list) {
      const [existing] = await tx
        .select({ id: notices.id })
        .from(notices)
        .where(and(eq(notices.activityId, activityId), eq(notices.title, n.title)));
      if (existing) continue;
      const sentAt = daysAgo(n.days);
      await sendNotice(tx, { activityId, title: n.title, text: n.text }, userIds, {
        sentAt,
        readAt: n.read ? new Date(sentAt.getTime() + 3_600_000) : null,
      });
    }
  }
  for (const [name, list] of Object.entries(NOTIFICATIONS)) {
    const userId = demo.users[name];
    if (userId === undefined) continue;
    for (const { hours, read, ...n } of list) {
      const [existing] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, n.title)));
      if (existing) continue;
      const at = new Date(Date.now() - hours * 3_600_000);
      await notify(tx, { ...n, userId, createdAt: at, updatedAt: at, readAt: read ? at : null });
    }
  }
};
