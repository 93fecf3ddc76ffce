import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { fieldErrors } from '../../common/format';
import { useRecordUpdate } from '../../common/useRecordUpdate';
import type { StaffBookingView } from '@medtour/contracts';

/** The estimated cost of a booking (whole USD), editable by staff; empty clears it. */
export const EstimatedCostForm = () => {
  const { record, save, isPending } = useRecordUpdate<StaffBookingView>('bookings');
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
    save(
      { estimatedCostUsd },
      {
        success: 'Estimated cost updated successfully',
        failure: 'Failed to update estimated cost',
        onFailure: (e) => setError(fieldErrors(e).estimatedCostUsd ?? null),
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
