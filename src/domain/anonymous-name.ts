/**
 * The display name an anonymous user receives: one of 15 fun names, then "#" and 4 random uppercase letters,
 * e.g. "Curious Otter#QXTB". Randomness is injectable so tests can pin the outcome.
 */

export const FUN_NAMES = [
  'Curious Otter',
  'Brave Badger',
  'Clever Fox',
  'Gentle Panda',
  'Happy Hedgehog',
  'Jolly Penguin',
  'Lucky Rabbit',
  'Mighty Moose',
  'Nimble Squirrel',
  'Playful Dolphin',
  'Quiet Owl',
  'Sunny Koala',
  'Swift Falcon',
  'Witty Raccoon',
  'Zesty Lemur',
] as const;

const SUFFIX_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SUFFIX_LENGTH = 4;

/** Returns an integer in [0, max). */
export type RandomInt = (max: number) => number;

/** Uniform without modulo bias: draws are rejected above the largest multiple of `max`. */
export const cryptoRandomInt: RandomInt = (max) => {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % max;
  }
};

function pick<T>(items: readonly T[], randomInt: RandomInt): T {
  const item = items[randomInt(items.length)];
  if (item === undefined) throw new RangeError('random source returned an index out of range');
  return item;
}

export function generateAnonymousName(randomInt: RandomInt = cryptoRandomInt): string {
  const base = pick(FUN_NAMES, randomInt);
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += pick([...SUFFIX_LETTERS], randomInt);
  return `${base}#${suffix}`;
}

const ANONYMOUS_NAME_PATTERN = /^(.+)#[A-Z]{4}$/;

export function isAnonymousName(name: string): boolean {
  const base = ANONYMOUS_NAME_PATTERN.exec(name)?.[1];
  return base !== undefined && (FUN_NAMES as readonly string[]).includes(base);
}
