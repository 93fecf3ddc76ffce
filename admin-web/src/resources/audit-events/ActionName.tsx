import { Box } from '@mui/material';
import type { AuditEventRecord } from '@medtour/contracts';

/** An audit action as people read it ("Signed in"), with its code (`auth.sign_in`) beneath, which the Action filter takes. */
export const ActionName = ({ record }: { record: Pick<AuditEventRecord, 'action' | 'actionLabel'> }) => (
  <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
    <span>{record.actionLabel}</span>
    <Box component="code" sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
      {record.action}
    </Box>
  </Box>
);
