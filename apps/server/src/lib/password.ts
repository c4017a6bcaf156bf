import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library default) with OWASP's minimum settings: 19 MiB, 2 passes. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export const hashPassword = (password: string, salt?: Uint8Array): Promise<string> =>
  hash(password, salt ? { ...options, salt } : options);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | null = null;

/** Verifying against this for unknown ADI numbers makes them cost the same time as real ones. */
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  dummyHash ??= hashPassword('not-a-real-password-Zz9');
  await verifyPassword(await dummyHash, password);
  return false;
};
