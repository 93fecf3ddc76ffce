import { Chip } from '@mui/material';
import type { AuditEventRecord } from '@medtour/contracts';
import { capitalise, EMPTY } from '../../common/format';

/** What an entry was about as people read it: `hospital_review` → "Hospital review", `ai-synonym` → "AI synonym". */
export const entityName = (entity: string | null): string =>
  entity ? capitalise(entity.replace(/[-_]/g, ' ').replace(/\bai\b/g, 'AI')) : EMPTY;

const OUTCOMES: Record<AuditEventRecord['outcome'], { label: string; color: 'success' | 'error' }> = {
  success: { label: 'Succeeded', color: 'success' },
  failure: { label: 'Failed', color: 'error' },
};

/** Whether the action went through, in words. */
export const OutcomeChip = ({ outcome }: { outcome: AuditEventRecord['outcome'] }) => (
  <Chip size="small" variant="outlined" color={OUTCOMES[outcome].color} label={OUTCOMES[outcome].label} />
);
