// Demo stores' phones and opening hours (the stores themselves are the platform's demo rows).
import { and, eq } from 'drizzle-orm';
import type { SeedPart } from '../../platform/module.ts';
import { stores } from '../../platform/tables.ts';

type Hours = { day: number; from: string; to: string }[];
const days = (from: number, to: number, ...spans: [string, string][]): Hours =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).flatMap((day) =>
    spans.map(([f, t]) => ({ day, from: f, to: t })),
  );

const DETAILS: Record<string, Record<string, { phone: string; openingHours: Hours }>> = {
  'salone-aurora': {
    'Salone Aurora Centro': {
      phone: '+39 051 234 5678',
      // Tuesday to Saturday, all day.
      openingHours: days(2, 6, ['09:00', '19:00']),
    },
    'Salone Aurora Navile': {
      phone: '+39 051 876 5432',
      // Tuesday to Friday with a lunch break, Saturday mornings.
      openingHours: [
        ...days(2, 5, ['09:00', '12:30'], ['14:30', '19:00']),
        ...days(6, 6, ['08:30', '13:00']),
      ],
    },
  },
  'trattoria-da-rita': {
    'Trattoria Da Rita': {
      phone: '+39 051 123 4567',
      // Closed on Monday; lunch and dinner, Sunday lunch only.
      openingHours: [
        ...days(2, 6, ['12:00', '14:30'], ['19:00', '23:00']),
        ...days(7, 7, ['12:00', '15:00']),
      ],
    },
  },
};

export const seedStores: SeedPart = async (tx, demo) => {
  for (const [permalink, byName] of Object.entries(DETAILS)) {
    const activityId = demo.activities[permalink];
    if (activityId === undefined) continue;
    for (const [name, details] of Object.entries(byName)) {
      await tx
        .update(stores)
        .set(details)
        .where(and(eq(stores.activityId, activityId), eq(stores.name, name)));
    }
  }
};
