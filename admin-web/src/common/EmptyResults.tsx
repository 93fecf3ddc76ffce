import { Box, Typography } from '@mui/material';

/** The spec's empty text of a list ("No … found matching your criteria."). */
export const EmptyResults = ({ text }: { text: string }) => (
  <Box sx={{ p: 4, textAlign: 'center' }}>
    <Typography color="text.secondary" role="status">
      {text}
    </Typography>
  </Box>
);
