import { Box, Card, CardContent, Skeleton, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

interface StatCardProps {
  title: string;
  value: string | number | undefined;
  /** A line under the value, e.g. 'awaiting confirmation'. */
  caption?: string;
  icon?: ComponentType<SvgIconProps>;
}

/** One figure of a summary row (dashboard, bookings, reviews); a skeleton while it loads. */
export const StatCard = ({ title, value, caption, icon: Icon }: StatCardProps) => (
  <Card component="section" aria-label={title} variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {Icon ? <Icon fontSize="small" color="action" aria-hidden /> : null}
      </Box>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {value === undefined ? <Skeleton width={80} aria-label="Loading" /> : value}
      </Typography>
      {caption ? (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      ) : null}
    </CardContent>
  </Card>
);

/** A responsive row of stat cards (one column on phones, up to `columns` on wide screens). */
export const StatGrid = ({ children, columns = 4 }: { children: React.ReactNode; columns?: number }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      my: 2,
      gridTemplateColumns: {
        xs: '1fr',
        sm: 'repeat(2, 1fr)',
        lg: `repeat(${columns}, 1fr)`,
      },
    }}
  >
    {children}
  </Box>
);
