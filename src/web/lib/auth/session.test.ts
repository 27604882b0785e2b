import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../components/ui/avatar.tsx';
import { toAuthUser } from './session.ts';

describe('toAuthUser', () => {
  it('prefers the profile full name and hides the placeholder e-mail of an anonymous user', () => {
    const user = toAuthUser(
      { id: 'u1', name: 'Curious Otter#QXZT', email: 'temp-u1@anon.local', isAnonymous: true, image: null },
      { fullName: 'Curious Otter#QXZT', avatarUrl: null },
    );
    expect(user).toEqual({
      id: 'u1',
      name: 'Curious Otter#QXZT',
      email: null,
      isAnonymous: true,
      image: null,
    });
  });

  it('falls back to the account name, then the e-mail, and reads snake_case profiles', () => {
    expect(toAuthUser({ id: 'u2', name: 'Ada', email: 'ada@example.com' }).name).toBe('Ada');
    expect(toAuthUser({ id: 'u3', name: '', email: 'bob@example.com' }).name).toBe('bob@example.com');
    expect(
      toAuthUser(
        { id: 'u4', name: 'x', email: 'x@example.com' },
        { full_name: 'Grace', avatar_url: 'a.png' },
      ),
    ).toMatchObject({ name: 'Grace', image: 'a.png' });
  });
});

describe('initialsOf', () => {
  it('takes the first and last word and ignores the anonymous tag', () => {
    expect(initialsOf('Curious Otter#QXZT')).toBe('CO');
    expect(initialsOf('Rear Admiral Grace Hopper')).toBe('RH');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('')).toBe('?');
  });
});
