import { Box } from '@mui/material';
import type { ReactNode } from 'react';

// Sizes as strings: in MUI's sx a bare 1 means 100%, which stretched a hidden header across the page.
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
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
