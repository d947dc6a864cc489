import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashOnThread, verifyOnThread } from './password-hasher';

describe('the password-hashing threads', () => {
  it('make argon2id hashes with the library defaults that the library itself accepts', async () => {
    const hash = await hashOnThread('a good long password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(hash, 'a good long password')).toBe(true);
  });

  it('tell a matching password from a wrong one, salted anew each time', async () => {
    const first = await hashOnThread('correct horse battery');
    const second = await hashOnThread('correct horse battery');
    expect(first).not.toBe(second);
    expect(await verifyOnThread(first, 'correct horse battery')).toBe(true);
    expect(await verifyOnThread(second, 'correct horse battery')).toBe(true);
    expect(await verifyOnThread(first, 'correct horse batterY')).toBe(false);
  });

  it('reject a stored hash that is not argon2 instead of answering false', async () => {
    await expect(verifyOnThread('not a hash', 'anything')).rejects.toThrow();
  });
});
