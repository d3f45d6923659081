// Writes .br and .gz beside every built text asset (and WebAssembly, which compresses as well)
// so the server sends them precompressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2];
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt|wasm)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size > 1024) {
      const body = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

walk(root);
