import type { Role } from '@medtour/contracts';

export const ROLE_CHOICES: { id: Role; name: string }[] = [
  { id: 'admin', name: 'Admin' },
  { id: 'moderator', name: 'Moderator' },
  { id: 'user', name: 'User' },
];
