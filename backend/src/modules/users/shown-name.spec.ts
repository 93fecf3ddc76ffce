import { initialsOf } from '@medtour/contracts';
import type { User } from './entities/user.entity.js';
import { coordinatorView } from './shown-name.js';

const staff = (profile: Partial<NonNullable<User['profile']>>) =>
  ({ email: 'amina.wanjiru@example.com', profile: { firstName: 'Amina', lastName: 'Wanjiru', ...profile } }) as unknown as User;

describe('the coordinator patients see', () => {
  it('is the display name, else the first name: never the email or the surname left out of it', () => {
    expect(coordinatorView(staff({ displayName: 'Dr. Amina W.' }))).toEqual({ name: 'Dr. Amina W.', initials: 'DW' });
    expect(coordinatorView(staff({ displayName: null }))).toEqual({ name: 'Amina', initials: 'A' });
  });

  it('has initials of the first and last words, in any script', () => {
    expect(initialsOf('amina  wanjiru')).toBe('AW');
    expect(initialsOf('Jean-Luc de la Tour')).toBe('JT');
    expect(initialsOf('(Grace) Otieno')).toBe('GO');
    expect(initialsOf('أمينة وانجيرو')).toBe('أو');
    expect(initialsOf('  ')).toBe('');
  });
});
