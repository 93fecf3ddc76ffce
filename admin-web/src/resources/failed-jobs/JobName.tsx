import { Box, Typography } from '@mui/material';
import { jobLabel } from './jobs';

/** A job's readable name, with its name in the code underneath. */
export const JobName = ({ jobName }: { jobName: string }) => (
  <Box>
    <Typography variant="body2">{jobLabel(jobName)}</Typography>
    <Typography variant="caption" component="code" color="text.secondary">
      {jobName}
    </Typography>
  </Box>
);
