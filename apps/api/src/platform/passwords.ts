// argon2id password hashes.
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verified against when the user is unknown, so the answer takes as long either way.
const DUMMY = hash('tessera-dummy-password', OPTIONS);

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  if (!passwordHash) {
    await verify(await DUMMY, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
