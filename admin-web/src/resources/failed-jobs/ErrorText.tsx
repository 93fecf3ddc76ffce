import { Box, Tooltip, Typography } from '@mui/material';
import { EMPTY } from '../../common/format';

/** The last attempt's error on one line of a list row; the whole text on hover (and on the job's page). */
export const ErrorPreview = ({ error }: { error: string | null }) => {
  if (!error) return <>{EMPTY}</>;
  return (
    <Tooltip title={<Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{error}</Box>} placement="bottom-start">
      <Typography
        variant="body2"
        sx={{ fontFamily: 'monospace', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {error}
      </Typography>
    </Tooltip>
  );
};

/** The whole error, as the worker recorded it. */
export const ErrorBlock = ({ error }: { error: string }) => (
  <Box
    component="pre"
    sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.85rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
  >
    {error}
  </Box>
);
