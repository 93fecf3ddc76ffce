import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Inputs side by side from the `sm` breakpoint up, stacked below it. */
export const FormRow = ({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: { xs: 0, sm: 2 },
      gridTemplateColumns: { xs: '1fr', sm: columns === 3 ? '1fr 1fr 1fr' : '1fr 1fr' },
      width: '100%',
    }}
  >
    {children}
  </Box>
);

/** A section heading inside a form. */
export const FormHeading = ({ children }: { children: string }) => (
  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
    {children}
  </Typography>
);

/** Validator for number inputs that take whole numbers only (empty passes). */
export const wholeNumber = (value: unknown) => (value == null || Number.isInteger(value) ? undefined : 'Must be a whole number');
