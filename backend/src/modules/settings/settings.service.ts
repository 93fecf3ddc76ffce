import { BadRequestException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CURRENCY_LIMITS,
  DATA_RIGHTS,
  RECORD_SHARE_DAYS,
  TRIP_DEFAULTS,
  type CoordinatorContact,
  type DataRightsPeriods,
  type OfflinePaymentDetails,
  SCRAPER_REVIEWS_PER_RUN,
  SITE_SETTINGS_LIMITS,
  type Locale,
  type SettingsTexts,
  type SettingsTranslations,
  settingsTextsIn,
  type SiteSettingsRecord,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@medtour/contracts';
import { pickDefined } from '../../common/admin-crud.js';
import type { AdminResource, RaPage } from '../../common/admin-resource.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import { checkSourceUrl } from '../../common/outbound/target-policy.js';
import { phoneDigits } from '../../common/phone.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { CatalogueCache } from '../catalogue/index.js';
import { RATES_CALLER } from './rates-url.js';
import { OutboxService } from '../notifications/index.js';
import { User } from '../users/index.js';
import { Setting } from './entities/setting.entity.js';
import type { OfflinePaymentDto, SiteSettings } from './settings.dto.js';

export const SITE_SETTINGS_ID = 'site' as const;
/** The row where the worker keeps how its last fetch of the rates URL went: a save of Settings never overwrites it. */
const RATES_FETCH_ID = 'rates-fetch';

/** How the worker's last fetch of the rates URL went. */
export interface RatesFetchOutcome {
  /** ISO instant. */
  fetchedAt: string;
  status: string;
}

const SETTING_KEYS = [
  'contactEmail',
  'contactPhone',
  'whatsappNumber',
  'officeHours',
  'premiumPriceUsd',
  'depositPercentage',
  'depositMinimumUsd',
  'moderatorOfflinePaymentMaxUsd',
  'offlinePayment',
  'depositRefundPolicy',
  'translations',
  'maxRateAgeDays',
  'ratesUrl',
  'scraperMaxReviewsPerRun',
  'erasureGraceDays',
  'retentionYears',
  'shareLinkDays',
  'finalBillThresholdPercent',
] as const satisfies readonly (keyof SiteSettingsValue)[];

/** The settings as stored (the JSON of the `site` row) and answered, less the record's id and date and the worker's fetch outcome. */
type SiteSettingsValue = Omit<SiteSettingsRecord, 'id' | 'updatedAt' | 'ratesFetchedAt' | 'ratesFetchStatus'>;

/** Where a deposit is paid offline on a development or demo site: marked as demo details. */
const DEMO_OFFLINE_PAYMENT: OfflinePaymentDetails = {
  bank: {
    bankName: 'Maybank (Malayan Banking Berhad)',
    accountName: 'MedTour Asia Sdn Bhd (Demo)',
    accountNumber: '5140 1234 5678',
    swift: 'MBBEMYKL',
    branchOrNotes: 'Menara Maybank, Kuala Lumpur. Demo details: not a real account.',
  },
  mobileMoney: [
    { country: 'KE', provider: 'M-Pesa', number: '+254 712 345 678', accountName: 'MedTour Asia (Demo)' },
    { country: 'GH', provider: 'MTN MoMo', number: '+233 24 123 4567', accountName: 'MedTour Asia (Demo)' },
  ],
  instructions: ['Please pay the deposit in US dollars, and tell your coordinator once you have sent it.'],
};

/** The seed's office hours, demo payment instructions and refund policy in French, Arabic and Swahili. */
function seedTranslations(config: AppConfig): SettingsTranslations {
  const texts: Record<TranslatedLocale, SettingsTexts> = {
    fr: {
      officeHours: [
        'Lun-ven 9 h-18 h, heure de Malaisie (MYT)',
        'Sam 9 h-14 h, heure de Malaisie (MYT)',
        'Dim : consultations d’urgence uniquement',
      ],
      instructions: ['Veuillez payer l’acompte en dollars américains et prévenir votre coordinateur une fois le paiement envoyé.'],
      depositRefundPolicy:
        'Annulez au moins 14 jours avant votre date d’admission pour être remboursé de la totalité de votre acompte. Passé ce délai, l’hôpital peut en conserver une partie pour couvrir les frais déjà engagés ; votre coordinateur vous confirmera le montant.',
    },
    ar: {
      // A range said in words (من … حتى …): two times joined by a dash would read in reverse in a right-to-left line.
      officeHours: [
        'من الاثنين إلى الجمعة، من 9:00 حتى 18:00 بتوقيت ماليزيا',
        'السبت، من 9:00 حتى 14:00 بتوقيت ماليزيا',
        'الأحد: استشارات الطوارئ فقط',
      ],
      instructions: ['يُرجى دفع العربون بالدولار الأمريكي، وإبلاغ منسّقك بعد إرساله.'],
      depositRefundPolicy:
        'ألغِ الحجز قبل موعد دخولك المستشفى بأربعة عشر يومًا على الأقل لاسترداد عربونك كاملًا. بعد ذلك، قد يحتفظ المستشفى بجزء منه لتغطية التكاليف التي تكبّدها بالفعل، وسيؤكّد لك منسّقك المبلغ.',
    },
    sw: {
      officeHours: [
        'Jumatatu hadi Ijumaa 09:00 hadi 18:00, saa za Malaysia (MYT)',
        'Jumamosi 09:00 hadi 14:00, saa za Malaysia (MYT)',
        'Jumapili: mashauriano ya dharura pekee',
      ],
      instructions: ['Tafadhali lipa amana kwa dola za Marekani, na umjulishe mratibu wako baada ya kuituma.'],
      depositRefundPolicy:
        'Ghairi angalau siku 14 kabla ya tarehe yako ya kulazwa ili urejeshewe amana yako yote. Baada ya hapo, hospitali inaweza kubaki na sehemu yake kulipia gharama ambazo tayari imetumia; mratibu wako atathibitisha kiasi.',
    },
  };
  // The instructions translate the demo's, which production does not have.
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, config.isProduction ? { ...texts[locale], instructions: [] } : texts[locale]]),
  );
}

/**
 * What the settings are before anyone edits them: the contact details from the environment, the
 * spec's figures, and outside production demo payment details. They seed the first row only: from
 * then on the row is the one source.
 */
function seedSettings(config: AppConfig): SiteSettingsValue {
  return {
    contactEmail: config.staffEmail,
    contactPhone: config.coordinatorPhone,
    whatsappNumber: config.coordinatorWhatsapp,
    // Spec §2 "Contact page": office hours in Malaysian time (each time says its zone).
    officeHours: ['Mon-Fri 9:00 AM-6:00 PM MYT', 'Sat 9:00 AM-2:00 PM MYT', 'Sun emergency consultations only'],
    premiumPriceUsd: 49,
    depositPercentage: 20,
    depositMinimumUsd: 500,
    moderatorOfflinePaymentMaxUsd: SITE_SETTINGS_LIMITS.defaultModeratorOfflinePaymentMaxUsd,
    // In production there is no account to show until an admin enters the real one: quotes wait for
    // it, or for Stripe (QuotesService), rather than patients being shown an account no one holds.
    offlinePayment: config.isProduction ? { bank: null, mobileMoney: [], instructions: [] } : DEMO_OFFLINE_PAYMENT,
    depositRefundPolicy:
      'Cancel at least 14 days before your admission date for a full refund of your deposit. After that, the hospital may keep part of it to cover costs already incurred; your coordinator will confirm the amount.',
    // The texts above in the site's other languages (issue 56); staff keep them beside the English.
    translations: seedTranslations(config),
    maxRateAgeDays: CURRENCY_LIMITS.defaultMaxRateAgeDays,
    ratesUrl: null,
    scraperMaxReviewsPerRun: SCRAPER_REVIEWS_PER_RUN.default,
    erasureGraceDays: DATA_RIGHTS.defaultErasureGraceDays,
    retentionYears: DATA_RIGHTS.defaultRetentionYears,
    shareLinkDays: RECORD_SHARE_DAYS.default,
    finalBillThresholdPercent: TRIP_DEFAULTS.finalBillThresholdPercent,
  };
}

/**
 * The site settings, read with the caller's entity manager (the API's, or a job's). The
 * first read of a new database writes the seed row, so that the environment is read once and never
 * again; a setting added in a later version takes its seed value until an admin saves it.
 */
export async function readSiteSettings(em: EntityManager, config: AppConfig): Promise<SiteSettingsRecord> {
  const rows = await em.find(Setting, { key: { $in: [SITE_SETTINGS_ID, RATES_FETCH_ID] } });
  let row = rows.find((r) => r.key === SITE_SETTINGS_ID);
  const fetched = rows.find((r) => r.key === RATES_FETCH_ID)?.value as RatesFetchOutcome | undefined;
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
    // Only the settings of this version: one an older version stored and no longer has is left out.
    ...pickDefined(row.value as Partial<SiteSettingsValue>, SETTING_KEYS),
    ratesFetchedAt: fetched?.fetchedAt ?? null,
    ratesFetchStatus: fetched?.status ?? null,
    // Shown as "Last updated" in the back office: only once an admin has saved them.
    updatedAt: row.updatedBy ? row.updatedAt.toISOString() : null,
  };
}

/** Keeps how the worker's fetch of the rates URL went (its own row, so that it and a save of Settings never overwrite each other). */
export async function recordRatesFetch(em: EntityManager, outcome: RatesFetchOutcome): Promise<void> {
  await em.execute(
    `insert into settings (key, value, updated_at) values (?, ?, now())
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [RATES_FETCH_ID, JSON.stringify(outcome)],
  );
}

/** The contact details every page, the booking "Call" panel and the emails show, with the office hours in `language`. */
export function coordinatorContact(site: SiteSettingsValue, language: Locale = 'en'): CoordinatorContact {
  return {
    phone: site.contactPhone,
    phoneHref: `tel:+${phoneDigits(site.contactPhone)}`,
    whatsapp: site.whatsappNumber,
    whatsappUrl: `https://wa.me/${phoneDigits(site.whatsappNumber)}`,
    email: site.contactEmail,
    officeHours: settingsTextsIn(site, language).officeHours,
  };
}

/** Offline payment details as stored: only their fields, a bank account without a branch or notes saying null. */
function storedOfflinePayment({ bank, mobileMoney, instructions }: OfflinePaymentDto): OfflinePaymentDetails {
  return {
    bank: bank && {
      bankName: bank.bankName,
      accountName: bank.accountName,
      accountNumber: bank.accountNumber,
      swift: bank.swift,
      branchOrNotes: bank.branchOrNotes ?? null,
    },
    mobileMoney: mobileMoney.map(({ country, provider, number, accountName }) => ({ country, provider, number, accountName })),
    instructions,
  };
}

/** Settings' texts in the other languages as stored: only their languages and fields, an empty one left out. */
function storedTranslations(translations: SettingsTranslations): SettingsTranslations {
  const stored: SettingsTranslations = {};
  for (const language of TRANSLATED_LOCALES) {
    const { officeHours, instructions, depositRefundPolicy } = translations[language] ?? {};
    const texts = {
      ...(officeHours?.length ? { officeHours } : {}),
      ...(instructions?.length ? { instructions } : {}),
      ...(depositRefundPolicy ? { depositRefundPolicy } : {}),
    };
    if (Object.keys(texts).length) stored[language] = texts;
  }
  return stored;
}

/** Back-office settings stored as one JSON row: the back office's resource of one record, `site`. */
@Injectable()
export class SettingsService implements Pick<AdminResource<SiteSettingsRecord>, 'list' | 'get' | 'update'>, OnModuleInit {
  private readonly logger = new Logger(SettingsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly cache: CatalogueCache,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * A new database's seed row is written as the API starts, before the start-up readies the assistant: settings are
   * part of the public catalogue, so writing them moves the catalogue's version, and when the first read was the
   * assistant's own warm-up, the snapshot and passages it had just built were out of date and rebuilt on the first
   * patient's question (some 0.7 s of blocked event loop with 10,000 hospitals). A failure is the first request's to
   * report, as it was.
   */
  async onModuleInit(): Promise<void> {
    await readSiteSettings(this.em.fork(), this.config).catch((error: unknown) =>
      this.logger.warn(`Settings not read at start: ${(error as Error).message}`),
    );
  }

  site(): Promise<SiteSettingsRecord> {
    return readSiteSettings(this.em, this.config);
  }

  async list(): Promise<RaPage<SiteSettingsRecord>> {
    return { rows: [await this.site()], total: 1 };
  }

  get(id: string): Promise<SiteSettingsRecord> {
    if (id !== SITE_SETTINGS_ID) throw new NotFoundException('Setting not found');
    return this.site();
  }

  /**
   * Saves the settings given; those left out keep their current value. A new rates URL is checked
   * as the worker will (scheme, port, address literals; 400 on `ratesUrl`) and fetched at once.
   */
  async update(id: string, changes: Partial<SiteSettings>, auth: AuthContext): Promise<SiteSettingsRecord> {
    if (id !== SITE_SETTINGS_ID) throw new NotFoundException('Setting not found');
    const actorId = auth.userId;
    const current = await this.site();
    const data = { ...current, ...pickDefined(changes, SETTING_KEYS) };
    if (data.ratesUrl) {
      const check = checkSourceUrl(data.ratesUrl, { loopbackPorts: this.config.scraper.allowLoopbackPorts }, RATES_CALLER);
      if (!check.ok) throw new BadRequestException({ message: 'Validation failed', errors: { ratesUrl: check.reason } });
      data.ratesUrl = check.url.toString();
    }
    const value: SiteSettingsValue = {
      contactEmail: data.contactEmail,
      contactPhone: data.contactPhone,
      whatsappNumber: data.whatsappNumber,
      officeHours: data.officeHours,
      premiumPriceUsd: data.premiumPriceUsd,
      depositPercentage: data.depositPercentage,
      depositMinimumUsd: data.depositMinimumUsd,
      moderatorOfflinePaymentMaxUsd: data.moderatorOfflinePaymentMaxUsd,
      offlinePayment: storedOfflinePayment(data.offlinePayment),
      depositRefundPolicy: data.depositRefundPolicy,
      translations: storedTranslations(data.translations),
      maxRateAgeDays: data.maxRateAgeDays,
      ratesUrl: data.ratesUrl,
      scraperMaxReviewsPerRun: data.scraperMaxReviewsPerRun,
      erasureGraceDays: data.erasureGraceDays,
      retentionYears: data.retentionYears,
      shareLinkDays: data.shareLinkDays,
      finalBillThresholdPercent: data.finalBillThresholdPercent,
    };
    await this.em.transactional(async (tx) => {
      await tx.upsert(Setting, { key: SITE_SETTINGS_ID, value, updatedAt: new Date(), updatedBy: tx.getReference(User, actorId) });
      await this.audit.record(tx, { actorId, action: 'settings.update', entity: 'settings', entityId: SITE_SETTINGS_ID });
      if (value.ratesUrl && value.ratesUrl !== current.ratesUrl) this.outbox.enqueue(tx, 'currencies.fetch_rates', {});
    });
    this.em.clear();
    return this.site();
  }

  /** The periods of patients' rights the privacy notice states, kept with the catalogue's answers like the contact details. */
  dataRightsPeriods(): Promise<DataRightsPeriods> {
    return this.cache.read('data-rights', async () => {
      const { erasureGraceDays, retentionYears, shareLinkDays } = await this.site();
      return { erasureGraceDays, retentionYears, shareLinkDays };
    });
  }

  /**
   * Read on every page (the header, footer and contact page): kept with the public catalogue's
   * answers, whose version a change of settings moves on (trigger on `settings`).
   */
  contact(language: Locale = 'en'): Promise<CoordinatorContact> {
    return this.cache.read(`contact:${language}`, async () => coordinatorContact(await this.site(), language));
  }
}
