import { describe, expect, it } from 'vitest';
import { hasRole, isAdmin, isModerator, isUserRole, isWhatsappAdmin } from './roles.ts';

describe('roles', () => {
  it('derives admin, moderator and messaging admin from the role list', () => {
    expect(isAdmin(['moderator', 'admin'])).toBe(true);
    expect(isAdmin(['moderator'])).toBe(false);
    expect(isModerator(['moderator'])).toBe(true);
    expect(isWhatsappAdmin(['whatsapp_admin'])).toBe(true);
    expect(hasRole([], 'admin')).toBe(false);
  });

  it('knows only the three roles', () => {
    expect(['admin', 'moderator', 'whatsapp_admin'].every(isUserRole)).toBe(true);
    expect(isUserRole('owner')).toBe(false);
  });
});
