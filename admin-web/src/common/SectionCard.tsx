import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** Space under the heading (theme spacing units). */
  headingGap?: number;
  children: ReactNode;
}

/** An outlined card with an h2, announced as a section named by its title. */
export const SectionCard = ({ title, headingGap = 1, children }: SectionCardProps) => (
  <Card component="section" aria-label={title} variant="outlined">
    <CardContent>
      <Typography component="h2" variant="h6" sx={{ mb: headingGap }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
