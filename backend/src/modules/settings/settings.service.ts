import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { Setting } from './entities/setting.entity.js';

/** What patients see of the coordinators: the "Call" button, WhatsApp, email and office hours. */
export interface CoordinatorContact {
  phone: string;
  whatsappUrl: string;
  email: string;
  officeHours: string[];
}

export const CONTACT_SETTING = 'contact';

/** Spec §2 "Contact page": office hours in Malaysian time. */
const OFFICE_HOURS = ['Mon-Fri 9:00 AM-6:00 PM MYT', 'Sat 9:00 AM-2:00 PM', 'Sun emergency consultations only'];

/** Back-office settings stored as JSON rows, with defaults from the configuration. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async coordinatorContact(): Promise<CoordinatorContact> {
    const stored = (await this.em.findOne(Setting, { key: CONTACT_SETTING }))?.value as Partial<CoordinatorContact> | undefined;
    const phone = stored?.phone ?? this.config.coordinatorPhone;
    return {
      phone,
      whatsappUrl: `https://wa.me/${phone.replace(/\D/g, '')}`,
      email: stored?.email ?? this.config.staffEmail,
      officeHours: stored?.officeHours ?? OFFICE_HOURS,
    };
  }
}
