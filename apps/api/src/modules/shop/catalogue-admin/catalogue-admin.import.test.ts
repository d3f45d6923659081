// Items imported from a spreadsheet's CSV (catalogue-admin.import.ts): a preview line by line
// that writes nothing; applying all of it or nothing; ';' and ',' files, a BOM, decimal commas;
// errors per line in the caller's language; a formula-looking cell kept as text.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/harness.ts';
import { base, callsOf, catalogueRows, shopWithAdmin } from './catalogue-admin.testing.ts';

const t = useTestApp();
const { get, send } = callsOf(t);

const preview = (activityId: number, as: Parameters<typeof send>[1], csv: string, lang = 'it') =>
  send('POST', as, `${base(activityId)}/items/import/preview`, { csv }, lang);
const apply = (
  activityId: number,
  as: Parameters<typeof send>[1],
  csv: string,
  lang = 'it',
  key?: string,
) => send('POST', as, `${base(activityId)}/items/import`, { csv }, lang, key);

/** An Italian spreadsheet's export: BOM, ';', decimal commas, a quoted cell with a ';' and a newline. */
const ITALIAN = [
  '\uFEFFCodice;Nome;Categoria;Descrizione;Prezzo;Prezzo scontato;Quantità;Visibile',
  'SH-250;Shampoo delicato;Capelli;"Per capelli fini; 250 ml";12,50;9,90;10;sì',
  'BAL-1;Balsamo;Capelli;;1.234,50;;;',
  ';Crema viso;Viso;"Giorno\ne notte";24,00;;0;no',
  '',
].join('\r\n');

/** What customers see of the shop: "Category: item price (sold out)". */
async function customerShop(activityId: number, as: Parameters<typeof get>[0]) {
  const res = await get(
    as,
    `/api/app/items/search?filters[activityId]=${activityId}&rowsPerPage=50`,
  );
  return res
    .json()
    .data.map(
      (i: { name: string; price: number; discountPrice: number | null; soldOut: boolean }) =>
        `${i.name} ${i.price}${i.discountPrice ? `/${i.discountPrice}` : ''}${i.soldOut ? ' esaurito' : ''}`,
    );
}

describe('a CSV import of items', () => {
  it('previews an Italian file (BOM, ;, decimal commas) line by line and writes nothing', async () => {
    const { activity, admin } = await shopWithAdmin(t);
    const before = await catalogueRows(t, activity.id);
    const res = await preview(activity.id, admin, ITALIAN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      separator: ';',
      applied: false,
      creates: 3,
      updates: 0,
      errors: 0,
      newCategories: ['Capelli', 'Viso'],
      lines: [
        {
          line: 2,
          action: 'create',
          sku: 'SH-250',
          name: 'Shampoo delicato',
          category: 'Capelli',
          itemId: null,
          errors: [],
          notes: ['Nuova categoria: Capelli'],
        },
        expect.objectContaining({ line: 3, action: 'create', sku: 'BAL-1', name: 'Balsamo' }),
        expect.objectContaining({ line: 4, action: 'create', sku: null, category: 'Viso' }),
      ],
    });
    expect(await catalogueRows(t, activity.id)).toEqual(before);
  });

  it('applies it in one go: categories made, items with one colour and size holding the stock', async () => {
    const { activity, admin, customer } = await shopWithAdmin(t, { category: 'capelli' });
    const res = await apply(activity.id, admin, ITALIAN);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({ applied: true, creates: 3, newCategories: ['Viso'] });
    expect(view.lines.every((l: { itemId: number | null }) => l.itemId !== null)).toBe(true);
    const rows = await t.rows(sql`select i.sku, i.name, k.name as category, i.description,
        i.price_cents, i.discount_cents, i.active, s.size, s.stock
      from items i join shop_categories k on k.id = i.category_id
      join item_color_sizes s on s.item_id = i.id
      where i.activity_id = ${activity.id} and i.name <> 'Maglia' order by i.id`);
    expect(rows).toEqual([
      {
        sku: 'SH-250',
        name: 'Shampoo delicato',
        category: 'capelli',
        description: 'Per capelli fini; 250 ml',
        price_cents: 1250,
        discount_cents: 990,
        active: true,
        size: null,
        stock: 10,
      },
      {
        sku: 'BAL-1',
        name: 'Balsamo',
        category: 'capelli',
        description: null,
        price_cents: 123450,
        discount_cents: null,
        active: true,
        size: null,
        stock: null,
      },
      {
        sku: null,
        name: 'Crema viso',
        category: 'Viso',
        description: 'Giorno\ne notte',
        price_cents: 2400,
        discount_cents: null,
        active: false,
        size: null,
        stock: 0,
      },
    ]);
    expect(await customerShop(activity.id, customer)).toEqual([
      'Maglia 20',
      'Shampoo delicato 12.5/9.9',
      'Balsamo 1234.5',
    ]);
  });

  it('updates items matched by code, else by name and category; never their stock', async () => {
    const { activity, admin, shop } = await shopWithAdmin(t, {
      items: [
        {
          name: 'Maglia',
          priceCents: 2000,
          colors: [{ name: 'Blu', sizes: [{ size: 'M', stock: 3 }] }],
        },
        { name: 'Gonna', priceCents: 3000, discountCents: 2500 },
      ],
    });
    await t.rows(sql`update items set sku = 'MG-1' where id = ${shop.item('Maglia').id}`);
    const csv = [
      'sku,name,category,price,stock,description',
      'mg-1,Maglia a righe,Novità,"22,00",50,Cotone',
      ',GONNA,novità,35,,',
    ].join('\n');
    const seen = (await preview(activity.id, admin, csv, 'en')).json().data;
    expect(seen).toMatchObject({
      separator: ',',
      creates: 0,
      updates: 2,
      errors: 0,
      newCategories: [],
    });
    expect(seen.lines[0]).toEqual({
      line: 2,
      action: 'update',
      sku: 'mg-1',
      name: 'Maglia a righe',
      category: 'Novità',
      itemId: shop.item('Maglia').id,
      errors: [],
      notes: [
        'The quantity of an item already in the shop does not change: correct it from its sizes, where purchases made meanwhile show',
      ],
    });
    expect(seen.lines[1]).toMatchObject({ action: 'update', itemId: shop.item('Gonna').id });
    const done = await apply(activity.id, admin, csv);
    expect(done.json().data).toMatchObject({ applied: true, updates: 2 });
    const rows = await t.rows(sql`select name, sku, price_cents, discount_cents, description
      from items where activity_id = ${activity.id} order by id`);
    expect(rows).toEqual([
      {
        name: 'Maglia a righe',
        sku: 'mg-1',
        price_cents: 2200,
        discount_cents: null,
        description: 'Cotone',
      },
      // No discount column: the discount stays (below the new price).
      { name: 'GONNA', sku: null, price_cents: 3500, discount_cents: 2500, description: null },
    ]);
    const [size] = await t.rows(
      sql`select stock from item_color_sizes where item_id = ${shop.item('Maglia').id}`,
    );
    expect(size).toEqual({ stock: 3 });
    // Without a discount column, a new price at or below the kept discount is refused.
    const below = await preview(activity.id, admin, 'name;category;price\nGonna;Novità;25\n', 'en');
    expect(below.json().data.lines[0]).toMatchObject({
      action: 'error',
      itemId: shop.item('Gonna').id,
      errors: ['The discount price must be below the price'],
    });
  });

  it('says what is wrong with each line, in it and en, and then imports nothing', async () => {
    const { activity, admin } = await shopWithAdmin(t, {
      items: [{ name: 'Gonna', priceCents: 3000, discountCents: 2500 }],
    });
    const csv = [
      'nome;categoria;prezzo;prezzo scontato;quantità;visibile;codice',
      'Buona;Capelli;10;;;;',
      ';Capelli;dieci;;;;', // no name, a price in words
      'Cara;;12,505;;-1;forse;A B', // no category, 3 decimals, negative stock, yes/no, a bad code
      'Scontata;Capelli;10;10;;;', // discount not below
      'Gonna;Novità;20;;;;', // fine: an update, its discount taken off (a blank cell)
      'Buona;capelli;11;;;;', // the same item as line 2
      'Troppe;Capelli;1;;;;;x', // a cell past the header
    ].join('\n');
    const before = await catalogueRows(t, activity.id);
    const it_ = (await preview(activity.id, admin, csv)).json().data;
    expect(it_).toMatchObject({ creates: 1, updates: 1, errors: 5 });
    expect(it_.lines.map((l: { line: number; errors: string[] }) => [l.line, l.errors])).toEqual([
      [2, []],
      [3, ['Manca il nome', 'Prezzo non valido: «dieci» (scrivi ad esempio 12,50)']],
      [
        4,
        [
          'Manca la categoria',
          'Prezzo non valido: «12,505» (scrivi ad esempio 12,50)',
          'Quantità non valida: «-1» (un numero intero, o vuota per illimitata)',
          'Visibile non valido: «forse» (scrivi sì o no)',
          'Codice non valido: «A B» (lettere, cifre e . _ - /, al massimo 40)',
        ],
      ],
      [5, ['Il prezzo scontato deve essere più basso del prezzo']],
      [6, []],
      [7, ['Lo stesso prodotto è già alla riga 2']],
      [8, ['La riga ha 8 celle invece di 7']],
    ]);
    const en = (await preview(activity.id, admin, csv, 'en')).json().data;
    expect(en.lines[1].errors).toEqual([
      'The name is missing',
      'Invalid price: “dieci” (write for example 12.50)',
    ]);
    const refused = await apply(activity.id, admin, csv, 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'import_has_errors',
      message: '5 lines have errors: correct them and try again, nothing was imported',
    });
    expect((await apply(activity.id, admin, csv)).json().message).toBe(
      '5 righe hanno errori: correggile e riprova, niente è stato importato',
    );
    expect(await catalogueRows(t, activity.id)).toEqual(before);
  });

  it('refuses a file it cannot read as a whole, in the caller language', async () => {
    const { activity, admin } = await shopWithAdmin(t);
    const before = await catalogueRows(t, activity.id);
    const cases: [string, string, string, string][] = [
      [
        'nome;prezzo\nMaglia;10\n',
        'it',
        'csv_columns',
        'Mancano le colonne: categoria. La prima riga deve dare i nomi delle colonne',
      ],
      [
        'name,price\nShirt,10\n',
        'en',
        'csv_columns',
        'Columns missing: category. The first line must name the columns',
      ],
      ['nome;categoria;prezzo;Nome\n', 'it', 'csv_columns', 'La colonna nome compare due volte'],
      [
        'nome;categoria;prezzo\n"Maglia;Novità;10\n',
        'it',
        'csv_unreadable',
        'Il file non è un CSV leggibile (riga 2): controlla le virgolette',
      ],
      [
        'nome;categoria;prezzo\n;;\n\n',
        'en',
        'csv_empty',
        'The file has no item lines under its header',
      ],
      [
        'nome;categoria;prezzo\nMaglia \uFFFD;Novità;10\n',
        'it',
        'csv_not_utf8',
        'Il file non è in UTF-8: nel foglio di calcolo salvalo come «CSV UTF-8 (delimitato da virgole)» e riprova',
      ],
      [
        `nome;categoria;prezzo\n${'Maglia;Novità;10\n'.repeat(2001)}`,
        'en',
        'csv_too_many_lines',
        'The file has more than 2000 lines: split it into several files',
      ],
    ];
    for (const [csv, lang, code, message] of cases) {
      for (const call of [preview, apply]) {
        const res = await call(activity.id, admin, csv, lang);
        expect(res.statusCode, code).toBe(422);
        expect(res.json()).toEqual({ code, message });
      }
    }
    for (const csv of ['', 'x'.repeat(500_001)]) {
      expect((await preview(activity.id, admin, csv)).statusCode).toBe(400);
    }
    expect(await catalogueRows(t, activity.id)).toEqual(before);
  });

  it('keeps a formula-looking cell as text, shown as typed', async () => {
    const { activity, admin, customer } = await shopWithAdmin(t, { category: 'Novità' });
    const csv = [
      'nome;categoria;prezzo;descrizione',
      '"=HYPERLINK(""http://evil.example"";""Clicca"")";Novità;1;@SUM(A1)',
      '+39 Maglia;Novità;2;-1',
    ].join('\n');
    expect((await apply(activity.id, admin, csv)).statusCode).toBe(200);
    const rows = await t.rows(sql`select name, description from items
      where activity_id = ${activity.id} and name <> 'Maglia' order by id`);
    expect(rows).toEqual([
      { name: '=HYPERLINK("http://evil.example";"Clicca")', description: '@SUM(A1)' },
      { name: '+39 Maglia', description: '-1' },
    ]);
    expect(await customerShop(activity.id, customer)).toEqual([
      'Maglia 20',
      '=HYPERLINK("http://evil.example";"Clicca") 1',
      '+39 Maglia 2',
    ]);
  });

  it('imports once for a retried key, answering the same', async () => {
    const { activity, admin } = await shopWithAdmin(t);
    const key = randomUUID();
    const csv = 'nome;categoria;prezzo\nCalzini;Novità;5\n';
    const first = await apply(activity.id, admin, csv, 'it', key);
    const again = await apply(activity.id, admin, csv, 'it', key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await catalogueRows(t, activity.id)).items).toHaveLength(2);
    // The same file again, with a new key: the item is found by name and category.
    const twice = (await apply(activity.id, admin, csv)).json().data;
    expect(twice).toMatchObject({ creates: 0, updates: 1 });
  });
});
