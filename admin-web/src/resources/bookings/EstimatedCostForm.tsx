import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { fieldErrors } from '../../common/format';
import { announceChange } from '../../common/useApi';
import type { BookingRecord } from '../../types';

/** The estimated cost of a booking (whole USD), editable by staff; empty clears it. */
export const EstimatedCostForm = () => {
  const record = useRecordContext<BookingRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<BookingRecord>();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setValue(record?.estimatedCostUsd == null ? '' : String(record.estimatedCostUsd));
  }, [record?.estimatedCostUsd]);

  if (!record) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = value.trim();
    if (text !== '' && !/^\d+$/.test(text)) {
      setError('Enter a whole number of dollars');
      return;
    }
    setError(null);
    const estimatedCostUsd = text === '' ? null : Number(text);
    update(
      'bookings',
      { id: record.id, data: { estimatedCostUsd }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Estimated cost updated successfully', { type: 'success' });
          announceChange('bookings');
        },
        onError: (e: unknown) => {
          setError(fieldErrors(e).estimatedCostUsd ?? null);
          notify('Failed to update estimated cost', { type: 'error' });
        },
      },
    );
  };

  const unchanged = value.trim() === (record.estimatedCostUsd == null ? '' : String(record.estimatedCostUsd));
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        id="booking-estimated-cost"
        label="Estimated cost"
        size="small"
        fullWidth={false}
        sx={{ width: 240 }}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={!!error}
        helperText={error ?? 'Whole US dollars; leave empty if not quoted yet'}
        disabled={isPending}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { inputMode: 'numeric' },
        }}
      />
      <Button type="submit" variant="contained" disabled={isPending || unchanged} sx={{ mt: 0.25 }}>
        Save cost
      </Button>
    </Box>
  );
};
