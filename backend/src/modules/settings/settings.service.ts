import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CoordinatorContact, SiteSettingsRecord } from '@medtour/contracts';
import { pickDefined } from '../../common/admin-crud.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/audit.service.js';
import { User } from '../users/entities/user.entity.js';
import { Setting } from './entities/setting.entity.js';
import type { SiteSettings } from './settings.dto.js';

export const SITE_SETTINGS_ID = 'site' as const;

const SETTING_KEYS = [
  'contactEmail',
  'contactPhone',
  'whatsappNumber',
  'officeHours',
  'premiumPriceUsd',
  'depositPercentage',
  'depositMinimumUsd',
] as const;

/** Back-office settings stored as one JSON row, over defaults from the configuration and the spec. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  private defaults(): SiteSettings {
    return {
      contactEmail: this.config.staffEmail,
      contactPhone: this.config.coordinatorPhone,
      whatsappNumber: this.config.coordinatorPhone,
      // Spec §2 "Contact page": office hours in Malaysian time.
      officeHours: ['Mon-Fri 9:00 AM-6:00 PM MYT', 'Sat 9:00 AM-2:00 PM', 'Sun emergency consultations only'],
      premiumPriceUsd: 49,
      depositPercentage: 20,
      depositMinimumUsd: 500,
    };
  }

  async site(): Promise<SiteSettingsRecord> {
    const row = await this.em.findOne(Setting, { key: SITE_SETTINGS_ID });
    return {
      id: SITE_SETTINGS_ID,
      ...this.defaults(),
      ...((row?.value as Partial<SiteSettings>) ?? {}),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** Saves the settings given; those left out keep their current value. */
  async updateSite(changes: Partial<SiteSettings>, actorId: string) {
    const data: SiteSettings = { ...(await this.site()), ...pickDefined(changes, SETTING_KEYS) };
    const value: SiteSettings = {
      contactEmail: data.contactEmail,
      contactPhone: data.contactPhone,
      whatsappNumber: data.whatsappNumber,
      officeHours: data.officeHours,
      premiumPriceUsd: data.premiumPriceUsd,
      depositPercentage: data.depositPercentage,
      depositMinimumUsd: data.depositMinimumUsd,
    };
    await this.em.transactional(async (tx) => {
      await tx.upsert(Setting, { key: SITE_SETTINGS_ID, value, updatedAt: new Date(), updatedBy: tx.getReference(User, actorId) });
      await this.audit.record(tx, { actorId, action: 'settings.update', entity: 'settings', entityId: SITE_SETTINGS_ID });
    });
    this.em.clear();
    return this.site();
  }

  async coordinatorContact(): Promise<CoordinatorContact> {
    const site = await this.site();
    return {
      phone: site.contactPhone,
      whatsappUrl: `https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}`,
      email: site.contactEmail,
      officeHours: site.officeHours,
    };
  }
}
