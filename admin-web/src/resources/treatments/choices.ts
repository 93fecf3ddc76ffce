import { EVIDENCE_LEVEL_LABELS, EVIDENCE_LEVELS, TREATMENT_CATEGORIES, TREATMENT_TYPES } from '@medtour/contracts';
import { capitalise } from '../../common/format';

export const CATEGORY_CHOICES = TREATMENT_CATEGORIES.map((id) => ({ id, name: capitalise(id) }));
export const TYPE_CHOICES = TREATMENT_TYPES.map((id) => ({ id, name: capitalise(id) }));
export const EVIDENCE_CHOICES = EVIDENCE_LEVELS.map((id) => ({ id, name: EVIDENCE_LEVEL_LABELS[id] }));

export const labelOf = (choices: readonly { id: string; name: string }[], id: string | null | undefined): string =>
  choices.find((choice) => choice.id === id)?.name ?? id ?? '';
