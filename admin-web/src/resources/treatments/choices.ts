import { EVIDENCE_LEVELS, TREATMENT_CATEGORIES, TREATMENT_TYPES } from '../../types';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export const CATEGORY_CHOICES = TREATMENT_CATEGORIES.map((id) => ({ id, name: capitalise(id) }));
export const TYPE_CHOICES = TREATMENT_TYPES.map((id) => ({ id, name: capitalise(id) }));
/** Spec §5 labels: High Evidence, Moderate Evidence, Emerging Evidence (low). */
export const EVIDENCE_CHOICES = [
  { id: 'high', name: 'High Evidence' },
  { id: 'moderate', name: 'Moderate Evidence' },
  { id: 'low', name: 'Emerging Evidence' },
] satisfies { id: (typeof EVIDENCE_LEVELS)[number]; name: string }[];

export const labelOf = (choices: readonly { id: string; name: string }[], id: string | null | undefined): string =>
  choices.find((choice) => choice.id === id)?.name ?? id ?? '';
