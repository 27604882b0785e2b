import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.ts';

const reference = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sha256Hex', () => {
  it('matches the known digests of the empty string and "abc"', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('matches node:crypto for ALTCHA-like salts and counters across block boundaries', () => {
    for (const length of [1, 54, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const text = `${'s'.repeat(length)}?expires=1795272901${length}`;
      expect(sha256Hex(text)).toBe(reference(text));
    }
  });
});
