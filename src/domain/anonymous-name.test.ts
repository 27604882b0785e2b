import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoRandomInt, FUN_NAMES, generateAnonymousName, isAnonymousName } from './anonymous-name.ts';

describe('anonymous display name', () => {
  it('offers 15 different fun names', () => {
    expect(new Set(FUN_NAMES).size).toBe(15);
  });

  it('joins a fun name, # and 4 uppercase letters chosen by the random source', () => {
    const picks = [0, 0, 1, 24, 25];
    const name = generateAnonymousName(() => picks.shift() ?? 0);
    expect(name).toBe('Curious Otter#ABYZ');
  });

  it('always produces a name of that form with the real random source', () => {
    for (let i = 0; i < 200; i++) {
      const name = generateAnonymousName();
      expect(name).toMatch(/^[A-Za-z ]+#[A-Z]{4}$/);
      expect(isAnonymousName(name)).toBe(true);
    }
  });

  it('stays within the names and letters for any in-range random source', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 5, maxLength: 5 }), (draws) => {
        const queue = [...draws];
        const name = generateAnonymousName((max) => (queue.shift() ?? 0) % max);
        expect(isAnonymousName(name)).toBe(true);
      }),
    );
  });

  it('refuses a random source that returns an index out of range', () => {
    expect(() => generateAnonymousName(() => 99)).toThrow(RangeError);
  });

  it('does not mistake ordinary names for anonymous ones', () => {
    expect(isAnonymousName('Ada Lovelace')).toBe(false);
    expect(isAnonymousName('Curious Otter#abcd')).toBe(false);
    expect(isAnonymousName('Grumpy Cat#ABCD')).toBe(false);
  });

  it('draws uniform integers below the bound', () => {
    for (let i = 0; i < 500; i++) {
      const value = cryptoRandomInt(15);
      expect(Number.isInteger(value) && value >= 0 && value < 15).toBe(true);
    }
  });
});
