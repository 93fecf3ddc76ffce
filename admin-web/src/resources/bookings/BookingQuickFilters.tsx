import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useGetIdentity, useListContext } from 'react-admin';

/** The coordinator's two views of the list: the threads awaiting a staff reply, and their own bookings. */
export const BookingQuickFilters = ({ awaiting }: { awaiting?: number }) => {
  const { filterValues, setFilters } = useListContext();
  const { identity } = useGetIdentity();
  const toggle = (key: string, value: unknown) => {
    const { [key]: current, ...rest } = filterValues as Record<string, unknown>;
    setFilters(current === undefined ? { ...rest, [key]: value } : rest);
  };
  const awaitingOn = filterValues.awaitingReply === true;
  const mineOn = identity !== undefined && filterValues.assignedToId === identity.id;
  return (
    <ToggleButtonGroup size="small" sx={{ my: 1 }} aria-label="Quick filters">
      <ToggleButton value="awaiting" selected={awaitingOn} aria-pressed={awaitingOn} onChange={() => toggle('awaitingReply', true)}>
        {awaiting === undefined ? 'Awaiting reply' : `Awaiting reply (${awaiting})`}
      </ToggleButton>
      <ToggleButton
        value="mine"
        selected={mineOn}
        aria-pressed={mineOn}
        disabled={!identity}
        onChange={() => identity && toggle('assignedToId', identity.id)}
      >
        My bookings
      </ToggleButton>
    </ToggleButtonGroup>
  );
};
