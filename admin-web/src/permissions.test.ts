import { describe, expect, it } from 'vitest';
import { canAccessResource } from './permissions';

describe('canAccessResource', () => {
  it('opens the trips and aftercare lists to every staff member (issue 54)', () => {
    for (const resource of ['trips', 'aftercare']) {
      expect(canAccessResource(['moderator'], resource, 'list')).toBe(true);
      expect(canAccessResource(['admin'], resource, 'list')).toBe(true);
      expect(canAccessResource(['user'], resource, 'list')).toBe(false);
    }
  });

  it('keeps the catalogue, where a treatment’s and a destination’s trip settings are, to admins', () => {
    expect(canAccessResource(['moderator'], 'treatments', 'edit')).toBe(false);
    expect(canAccessResource(['moderator'], 'countries', 'edit')).toBe(false);
    expect(canAccessResource(['admin'], 'treatments', 'edit')).toBe(true);
  });
});
