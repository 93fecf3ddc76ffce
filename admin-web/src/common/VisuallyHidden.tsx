import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export const visuallyHiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Text for screen readers only (e.g. the header of an actions column). */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={visuallyHiddenSx}>
    {children}
  </Box>
);
