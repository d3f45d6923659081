// Reference data of the demo: languages, nations and their towns (countries).

import type { Tx } from '../../platform/db.ts';
import { countries, languages, nations } from '../../platform/tables.ts';

const LANGUAGES = [
  { code: 'it', flagCode: 'it', name: 'Italiano', sort: 1 },
  { code: 'es', flagCode: 'es', name: 'Español', sort: 2 },
  { code: 'fr', flagCode: 'fr', name: 'Français', sort: 3 },
  { code: 'de', flagCode: 'de', name: 'Deutsch', sort: 4 },
  { code: 'gb', flagCode: 'gb', name: 'English', sort: 5 },
];

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

export async function seedReference(tx: Tx) {
  await tx.insert(languages).values(LANGUAGES).onConflictDoNothing();
  await tx.insert(nations).values(NATIONS).onConflictDoNothing();
  const nationRows = await tx.select().from(nations);
  const nationId = new Map(nationRows.map((n) => [n.code, n.id]));
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
  const languageRows = await tx.select().from(languages);
  return {
    languages: new Map(languageRows.map((l) => [l.code, l.id])),
    italy: nationId.get('IT') as number,
  };
}
