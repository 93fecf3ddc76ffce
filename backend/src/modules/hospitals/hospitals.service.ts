import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { likePattern } from '../../common/simple-rest.js';
import type { Page } from '../catalogue/dto/treatment-query.dto.js';
import type { HospitalQueryDto } from './dto/hospital-query.dto.js';
import { Hospital } from './entities/hospital.entity.js';

export interface HospitalCard {
  id: string; slug: string; name: string; city: string; country: { name: string; code: string };
  description: string | null; rating: number | null; accreditations: string[]; establishedYear: number | null;
  doctorCount: number | null; specialties: string[]; features: string[]; languages: string[]; featured: boolean; isDemo: boolean;
}

@Injectable()
export class HospitalsService {
  constructor(private readonly em: EntityManager) {}

  /** Active hospitals: featured first, then best rated, then by name (stable for paging). */
  async list(query: HospitalQueryDto): Promise<Page<HospitalCard>> {
    const where: Record<string, unknown> = { isActive: true };
    if (query.featured) where.featured = query.featured === 'true';
    const text = query.q?.trim();
    if (text) where.$or = [{ name: { $ilike: likePattern(text) } }, { city: { $ilike: likePattern(text) } }];
    const [rows, total] = await this.em.findAndCount(Hospital, where, {
      populate: ['country', 'specializations.specialization'],
      orderBy: { featured: 'desc', rating: 'desc nulls last', name: 'asc', id: 'asc' },
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map(toCard), total, page: query.page, pageSize: query.pageSize };
  }
}

function toCard(h: Hospital): HospitalCard {
  return {
    id: h.id, slug: h.slug, name: h.name, city: h.city, country: { name: h.country.name, code: h.country.code },
    description: h.description ?? null, rating: h.rating ?? null, accreditations: h.accreditations,
    establishedYear: h.establishedYear ?? null, doctorCount: h.doctorCount ?? null,
    specialties: h.specializations.getItems().map((s) => s.specialization.name).sort(),
    features: h.features, languages: h.languages, featured: h.featured, isDemo: h.isDemo,
  };
}
