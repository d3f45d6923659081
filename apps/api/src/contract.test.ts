// The web's types come from the API's OpenAPI document (docs/decisions: typed contract). This test
// keeps the committed copy (packages/domain/contract) equal to what the routes declare:
// `npm run contract` rewrites it after a route changes; without that, this test fails.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-support/harness.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/domain/contract');
const files = { document: join(dir, 'openapi.json'), types: join(dir, 'openapi.d.ts') };
const HEADER =
  "// Generated from the API's OpenAPI document by `npm run contract` (apps/api/src/contract.test.ts).\n// Do not edit.\n";

const t = useTestApp({ env: { API_DOCS: 'on' } });

async function liveContract() {
  const res = await t.call({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const document = res.json() as { info: { version: string } };
  // The release's number is not part of the contract.
  document.info.version = 'contract';
  const types = HEADER + astToString(await openapiTS(structuredClone(document) as never));
  return { document: `${JSON.stringify(document, null, 2)}\n`, types };
}

describe('the web contract', () => {
  it('is the OpenAPI document the routes declare, and its types', async () => {
    const live = await liveContract();
    if (process.env.UPDATE_CONTRACT) {
      await writeFile(files.document, live.document);
      await writeFile(files.types, live.types);
    }
    const stale = 'stale: run `npm run contract` and commit packages/domain/contract';
    expect(await readFile(files.document, 'utf8'), stale).toBe(live.document);
    expect(await readFile(files.types, 'utf8'), stale).toBe(live.types);
  });
});
