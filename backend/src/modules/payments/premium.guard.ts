import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UseGuards } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isStaffRole, API_MESSAGES } from '@medtour/contracts';
import type { AuthContext } from '../../common/auth.decorators.js';
import { premiumPatients } from './premium.js';

export const PREMIUM_REQUIRED = API_MESSAGES.premiumRequired;

/**
 * Premium on the server (real-product roles: "premium | yes | yes"): an active or trialing
 * subscription, as Stripe's webhooks last stored it, a period paid offline that runs now
 * (`premium.ts`), or a staff role. Otherwise 403. Runs after the
 * session guard, so the caller is signed in.
 */
@Injectable()
export class PremiumGuard implements CanActivate {
  constructor(private readonly em: EntityManager) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const auth = context.switchToHttp().getRequest<{ auth?: AuthContext }>().auth;
    if (!auth) return false;
    if (auth.roles.some(isStaffRole)) return true;
    if ((await premiumPatients(this.em.fork(), [auth.userId])).has(auth.userId)) return true;
    throw new ForbiddenException(PREMIUM_REQUIRED);
  }
}

/** A route for premium patients and staff only. */
export const PremiumOnly = () => UseGuards(PremiumGuard);
