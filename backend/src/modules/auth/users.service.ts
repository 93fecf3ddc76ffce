import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import { likePattern, type RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/index.js';
import { SessionService } from './session.service.js';
import { UserRole, User, rolesOf, Profile, shownName } from '../users/index.js';
import type { DisplayNameDto, InviteUserDto, UpdateUserDto } from './dto/update-user.dto.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { OutboxService } from '../notifications/index.js';
import { AppConfig } from '../../config/app-config.js';
import { accountEmailPayload } from './account-emails.js';
import { initialsOf, isStaffRole, type Role, ROLES, type StaffProfileRecord, type UserRecord } from '@medtour/contracts';

export const USER_LIST: RaListSpec = {
  sortable: ['createdAt', 'email', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'role', 'id', 'isActive'],
};

/** The highest role a user holds (admin > moderator > user). */
export function mainRole(user: User): Role {
  const roles = rolesOf(user);
  return [...ROLES].reverse().find((r) => roles.includes(r)) ?? 'user';
}

function toRecord(user: User): UserRecord {
  return {
    id: user.id,
    email: user.email,
    firstName: user.profile?.firstName ?? '',
    lastName: user.profile?.lastName ?? '',
    phone: user.profile?.phone ?? null,
    country: user.profile?.country ?? null,
    language: user.language,
    role: mainRole(user),
    isActive: user.isActive,
    emailVerified: !!user.emailVerifiedAt,
    mfaEnabled: !!user.mfaEnabledAt,
    displayName: user.profile?.displayName ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Accounts for the back office (admin only): roles and deactivation, every change audited. */
@Injectable()
export class UsersService extends AdminResourceService<User, UserRecord> {
  protected readonly entity = User;
  protected readonly notFound = 'User not found';
  protected override readonly populate = ['profile', 'roles'];

  constructor(
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly tokens: AuthTokensService,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  protected toRecord(user: User): UserRecord {
    return toRecord(user);
  }

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const { q, role, isActive } = filter;
    const where = super.where(filter, auth);
    if (typeof q === 'string' && q.trim()) {
      if (q.length > 100) throw new BadRequestException('Search text must be at most 100 characters');
      const pattern = likePattern(q.trim());
      where.$or = [
        { email: { $ilike: pattern } },
        { profile: { firstName: { $ilike: pattern } } },
        { profile: { lastName: { $ilike: pattern } } },
        { profile: { phone: { $ilike: pattern } } },
        { profile: { country: { $ilike: pattern } } },
      ];
    }
    if (role !== undefined) {
      if (!ROLES.includes(role as Role)) throw new BadRequestException(`role filter must be one of ${ROLES.join(', ')}`);
      where.roles = { role };
    }
    if (isActive !== undefined) where.isActive = isActive === true;
    return where;
  }

  /** "Add User": an invitation by email; creates the account (no password yet) and emails a single-use link to choose one. */
  override async create(data: InviteUserDto, auth: AuthContext): Promise<UserRecord> {
    const id = await this.em.transactional(async (tx) => {
      if (await tx.findOne(User, { email: data.email })) {
        throw new BadRequestException({ message: 'Validation failed', errors: { email: 'A user with this email already exists' } });
      }
      const user = tx.create(User, { email: data.email });
      tx.create(Profile, { user, firstName: data.firstName, lastName: data.lastName });
      tx.create(UserRole, { user, role: data.role });
      const token = await this.tokens.issue(tx, user, 'invitation');
      this.outbox.enqueue(tx, 'auth.invitation', accountEmailPayload(user.id, token, this.config.encryptionKey));
      await tx.flush();
      await this.audit.record(tx, {
        actorId: auth.userId,
        action: 'user.invite',
        entity: 'user',
        entityId: user.id,
        details: { role: data.role },
      });
      return user.id;
    });
    return this.get(id);
  }

  override async update(id: string, data: UpdateUserDto, auth: AuthContext): Promise<UserRecord> {
    const actorId = auth.userId;
    if (id === actorId && ((data.role && data.role !== 'admin') || data.isActive === false)) {
      // The last admin could otherwise lock everyone out of the back office.
      throw new BadRequestException('You cannot remove your own admin role or deactivate your own account');
    }
    if (data.displayName !== undefined && !isStaffRole(data.role ?? (await this.get(id)).role)) {
      // Patients never see another patient by name: only a coordinator's shows.
      throw new BadRequestException({ message: 'Validation failed', errors: { displayName: 'Only staff have a display name' } });
    }
    // One transaction: a change refused midway leaves the others (and their audits) unsaved too.
    await this.em.transactional(async (tx) => {
      if (data.role) await this.changeRole(id, data.role, actorId, tx);
      if (data.displayName !== undefined) await this.setDisplayName(id, data.displayName, actorId, tx);
      if (data.isActive !== undefined) await this.setActive(tx, id, data.isActive, actorId);
    });
    this.em.clear();
    return this.get(id);
  }

  /** The signed-in staff member's own profile: the name patients see them by. */
  async profile(userId: string): Promise<StaffProfileRecord> {
    const user = await this.em.findOne(User, { id: userId }, { populate: ['profile'] });
    if (!user?.profile) throw new NotFoundException('Profile not found');
    const name = shownName(user);
    return {
      id: 'me',
      email: user.email,
      firstName: user.profile.firstName,
      lastName: user.profile.lastName,
      displayName: user.profile.displayName ?? null,
      shownName: name,
      initials: initialsOf(name),
    };
  }

  async updateProfile(userId: string, data: DisplayNameDto): Promise<StaffProfileRecord> {
    if (data.displayName !== undefined) await this.setDisplayName(userId, data.displayName, userId);
    this.em.clear();
    return this.profile(userId);
  }

  /** Sets (or clears, with null) a staff member's display name; a change is audited with both names. Within `em`'s transaction if it has one. */
  private async setDisplayName(userId: string, displayName: string | null, actorId: string, em: EntityManager = this.em): Promise<void> {
    await em.transactional(async (tx) => {
      const profile = await tx.findOne(Profile, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!profile) throw new NotFoundException('Profile not found');
      const from = profile.displayName ?? null;
      if (from === displayName) return;
      profile.displayName = displayName;
      await tx.flush();
      await this.audit.record(tx, {
        actorId,
        action: 'user.display_name',
        entity: 'user',
        entityId: userId,
        details: { from, to: displayName },
      });
    });
  }

  /** Spec §4: all existing roles of the user are deleted, then the chosen one is inserted — in one transaction (`em`'s if it has one). */
  async changeRole(userId: string, role: Role, actorId: string | null, em: EntityManager = this.em): Promise<void> {
    await em.transactional(async (tx) => {
      const user = await tx.findOne(User, { id: userId }, { populate: ['roles'] });
      if (!user) throw new NotFoundException('User not found');
      const from = mainRole(user);
      if (from === role && rolesOf(user).length === 1) return;
      await tx.nativeDelete(UserRole, { user: userId });
      tx.create(UserRole, { user: userId, role });
      await this.audit.record(tx, { actorId, action: 'user.role_change', entity: 'user', entityId: userId, details: { from, to: role } });
    });
  }

  /** Called within a transaction: the sessions' revocation joins it too (the ORM's context is the transaction's). */
  private async setActive(tx: EntityManager, userId: string, isActive: boolean, actorId: string): Promise<void> {
    const changed = await tx.nativeUpdate(User, { id: userId, isActive: !isActive }, { isActive });
    if (!changed) return;
    if (!isActive) await this.sessions.revokeAllOf(userId);
    await this.audit.record(tx, { actorId, action: isActive ? 'user.activate' : 'user.deactivate', entity: 'user', entityId: userId });
  }
}
