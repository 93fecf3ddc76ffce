import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useGetIdentity, useListContext } from 'react-admin';

/** The coordinator's two views of the list: the threads awaiting a staff reply, and their own bookings. */
export const BookingQuickFilters = ({ awaiting }: { awaiting?: number }) => {
  const { filterValues, setFilters } = useListContext();
  const { identity } = useGetIdentity();
  // The filters as last set here: the list's own follow the address, which React Router changes in a transition, so
  // a second chip pressed before the list has drawn the first would start from the filters before it and undo it
  // ("Awaiting reply" off, then "My bookings" on, left both on).
  const latest = useRef(filterValues as Record<string, unknown>);
  useEffect(() => {
    latest.current = filterValues;
  }, [filterValues]);
  const toggle = (key: string, value: unknown) => {
    const { [key]: current, ...rest } = latest.current;
    latest.current = current === undefined ? { ...rest, [key]: value } : rest;
    setFilters(latest.current);
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
