import { GUIDE_SECTION_LABELS, GUIDE_SECTIONS } from '@medtour/contracts';

export const SECTION_CHOICES = GUIDE_SECTIONS.map((id) => ({ id, name: GUIDE_SECTION_LABELS[id] }));
