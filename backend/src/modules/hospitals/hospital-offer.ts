import type { EntityManager } from '@mikro-orm/postgresql';
import { API_MESSAGES } from '@medtour/contracts';
import { HospitalTreatment, Hospital } from '../catalogue/index.js';

/**
 * What a booking request or a trip estimate names: a treatment an active hospital offers (the
 * treatment active too), with the hospital's country and the treatment loaded. Otherwise no offer,
 * and the field error that says which of the two is wrong.
 */
export async function findOffer(
  em: EntityManager,
  hospitalId: string,
  treatmentId: string,
): Promise<{ offer: HospitalTreatment; errors?: undefined } | { offer: null; errors: Record<string, string> }> {
  const hospital = await em.findOne(Hospital, { id: hospitalId, isActive: true }, { populate: ['country'] });
  if (!hospital) return { offer: null, errors: { hospitalId: API_MESSAGES.hospitalFromList } };
  const offer = await em.findOne(
    HospitalTreatment,
    { hospital, treatment: { id: treatmentId, isActive: true } },
    { populate: ['treatment'] },
  );
  if (!offer) return { offer: null, errors: { treatmentId: API_MESSAGES.treatmentNotOffered } };
  return { offer };
}
