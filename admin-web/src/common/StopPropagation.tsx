import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Controls inside a clickable table row: using them must not open the record. */
export const StopPropagation = ({ children }: { children: ReactNode }) => (
  <Box
    onClick={(event) => event.stopPropagation()}
    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'nowrap', whiteSpace: 'nowrap' }}
  >
    {children}
  </Box>
);
