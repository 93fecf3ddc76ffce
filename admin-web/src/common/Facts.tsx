import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Label/value pairs of a record page, as a definition list (two columns, one on phones). */
export const Facts = ({ items }: { items: [string, ReactNode][] }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
      columnGap: 2,
      rowGap: 1,
      '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
      '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
    }}
  >
    {items.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </Box>
    ))}
  </Box>
);
