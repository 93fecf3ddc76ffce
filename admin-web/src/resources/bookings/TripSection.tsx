import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A part of the "Trip plan" card, under its own heading (the card's is an h2). */
export const TripSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Box>
);
