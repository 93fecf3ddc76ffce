import { usePermissions } from 'react-admin';
import { staffLifecycleRole, type Role } from '@medtour/contracts';

/** The signed-in staff member's role in the booking lifecycle (a moderator's until their roles are known). */
export const useLifecycleRole = () => staffLifecycleRole(usePermissions<Role[]>().permissions ?? []);
