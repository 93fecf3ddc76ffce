import { Chip } from '@mui/material';

export const HandledChip = ({ handled }: { handled: boolean }) => (
  <Chip
    size="small"
    color={handled ? 'success' : 'warning'}
    variant={handled ? 'outlined' : 'filled'}
    label={handled ? 'Handled' : 'Not handled'}
  />
);
