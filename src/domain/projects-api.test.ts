import { describe, expect, it } from 'vitest';
import {
  deleteProjectQuerySchema,
  projectListQuerySchema,
  shareTokenParamSchema,
  updateProjectRequestSchema,
} from './projects-api.ts';

describe('projects API contract', () => {
  it('reads list queries: trimmed search, known sorts, numeric cursor, bounded limit', () => {
    expect(
      projectListQuerySchema.parse({ search: '  dogs ', sort: 'name', cursor: '50', limit: '10' }),
    ).toEqual({
      search: 'dogs',
      sort: 'name',
      cursor: '50',
      limit: 10,
    });
    for (const bad of [{ sort: 'size' }, { cursor: '-1' }, { limit: '0' }, { limit: '101' }]) {
      expect(projectListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('accepts visibility changes with a rename, and refuses an unknown visibility', () => {
    expect(updateProjectRequestSchema.parse({ name: ' New ', visibility: 'link' })).toEqual({
      name: 'New',
      visibility: 'link',
    });
    expect(updateProjectRequestSchema.safeParse({ visibility: 'public' }).success).toBe(false);
  });

  it('offers exactly two choices for the chats of a deleted project', () => {
    expect(deleteProjectQuerySchema.parse({ chats: 'unlink' })).toEqual({ chats: 'unlink' });
    expect(deleteProjectQuerySchema.safeParse({ chats: 'keep' }).success).toBe(false);
  });

  it('answers "Project not found" for anything that cannot be a share token', () => {
    expect(shareTokenParamSchema.safeParse('Abc_-0123456789abcdefghijklmnopq').success).toBe(true);
    const result = shareTokenParamSchema.safeParse('short');
    expect(result.error?.issues[0]?.message).toBe('Project not found');
  });
});
