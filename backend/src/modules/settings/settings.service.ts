import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CoordinatorContact, SiteSettingsRecord } from '@medtour/contracts';
import { pickDefined } from '../../common/admin-crud.js';
import { phoneDigits } from '../../common/phone.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/audit.service.js';
import { CatalogueCache } from '../catalogue/catalogue-cache.js';
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
  'offlinePaymentInstructions',
] as const;

/**
 * What the settings are before anyone edits them: the contact details from the environment and the
 * spec's figures. They seed the first row only: from then on the row is the one source.
 */
function seedSettings(config: AppConfig): SiteSettings {
  return {
    contactEmail: config.staffEmail,
    contactPhone: config.coordinatorPhone,
    whatsappNumber: config.coordinatorWhatsapp,
    // Spec §2 "Contact page": office hours in Malaysian time.
    officeHours: ['Mon-Fri 9:00 AM-6:00 PM MYT', 'Sat 9:00 AM-2:00 PM', 'Sun emergency consultations only'],
    premiumPriceUsd: 49,
    depositPercentage: 20,
    depositMinimumUsd: 500,
    offlinePaymentInstructions: [
      'Bank transfer or mobile money: ask your patient coordinator for the account details,',
      'and quote your booking reference with the payment.',
    ],
  };
}

/**
 * The site settings, read with the caller's entity manager (the API's, or a job's transaction). The
 * first read of a new database writes the seed row, so that the environment is read once and never
 * again; a setting added in a later version takes its seed value until an admin saves it.
 */
export async function readSiteSettings(em: EntityManager, config: AppConfig): Promise<SiteSettingsRecord> {
  let row = await em.findOne(Setting, { key: SITE_SETTINGS_ID });
  if (!row) {
    await em.execute(`insert into settings (key, value, updated_at) values (?, ?, now()) on conflict (key) do nothing`, [
      SITE_SETTINGS_ID,
      JSON.stringify(seedSettings(config)),
    ]);
    row = await em.findOneOrFail(Setting, { key: SITE_SETTINGS_ID }, { refresh: true });
  }
  return {
    id: SITE_SETTINGS_ID,
    ...seedSettings(config),
    ...(row.value as Partial<SiteSettings>),
    // Shown as "Last updated" in the back office: only once an admin has saved them.
    updatedAt: row.updatedBy ? row.updatedAt.toISOString() : null,
  };
}

/** The contact details every page, the booking "Call" panel and the emails show. */
export function coordinatorContact(site: SiteSettings): CoordinatorContact {
  return {
    phone: site.contactPhone,
    phoneHref: `tel:+${phoneDigits(site.contactPhone)}`,
    whatsapp: site.whatsappNumber,
    whatsappUrl: `https://wa.me/${phoneDigits(site.whatsappNumber)}`,
    email: site.contactEmail,
    officeHours: site.officeHours,
  };
}

/** Back-office settings stored as one JSON row. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly cache: CatalogueCache,
  ) {}

  site(): Promise<SiteSettingsRecord> {
    return readSiteSettings(this.em, this.config);
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
      offlinePaymentInstructions: data.offlinePaymentInstructions,
    };
    await this.em.transactional(async (tx) => {
      await tx.upsert(Setting, { key: SITE_SETTINGS_ID, value, updatedAt: new Date(), updatedBy: tx.getReference(User, actorId) });
      await this.audit.record(tx, { actorId, action: 'settings.update', entity: 'settings', entityId: SITE_SETTINGS_ID });
    });
    this.em.clear();
    return this.site();
  }

  /**
   * Read on every page (the header, footer and contact page): kept with the public catalogue's
   * answers, whose version a change of settings moves on (trigger on `settings`).
   */
  contact(): Promise<CoordinatorContact> {
    return this.cache.read('contact', async () => coordinatorContact(await this.site()));
  }
}
