import LinkIcon from '@mui/icons-material/Link';
import { Alert, Box, Button, Chip, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { StaffBookingView, StaffRecordShareView } from '@medtour/contracts';
import { formatDate, formatDateTime } from '../../common/format';
import { queryKeys } from '../../common/queries';
import type { AdminDataProvider } from '../../dataProvider';

const STATE_LABEL: Record<StaffRecordShareView['state'], string> = { active: 'In force', withdrawn: 'Withdrawn', expired: 'Expired' };

/** One consent: what the patient ticked, its link, each opening by the hospital, and a new link to send. */
const Consent = ({ bookingId, share }: { bookingId: string; share: StaffRecordShareView }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const create = useMutation({
    mutationFn: () => dataProvider.createRecordShareLink(bookingId, share.id),
    onSuccess: (made) => {
      setLink(made);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookingRecordShares(bookingId) });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Box component="li" sx={{ borderBlockEnd: 1, borderColor: 'divider', paddingBlock: 1, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {share.records.map((r) => r.name).join(', ') || 'Records deleted since'}
        </Typography>
        <Chip size="small" label={STATE_LABEL[share.state]} color={share.state === 'active' ? 'success' : 'default'} />
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {`Consent given ${formatDateTime(share.createdAt)}`}
        {share.linkSentAt
          ? ` · link made ${formatDateTime(share.linkSentAt)}, works until ${formatDate(share.expiresAt)}`
          : ' · no link yet'}
        {share.withdrawnAt ? ` · withdrawn ${formatDateTime(share.withdrawnAt)}` : ''}
        {` · opened ${share.openings.length} time${share.openings.length === 1 ? '' : 's'}`}
      </Typography>
      {share.state === 'active' && (
        <Button
          size="small"
          startIcon={<LinkIcon />}
          disabled={create.isPending}
          onClick={() => create.mutate()}
          sx={{ marginBlockStart: 0.5 }}
        >
          {share.linkSentAt ? 'Make a new link for the hospital' : 'Make the link for the hospital'}
        </Button>
      )}
      {link && (
        <Alert severity="info" sx={{ marginBlockStart: 1 }}>
          <Typography variant="body2">
            {`Send this link to the hospital (shown once; it works until ${formatDate(link.expiresAt)}, or until the patient withdraws):`}
          </Typography>
          <TextField
            value={link.url}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Link for the hospital' } }}
          />
        </Alert>
      )}
    </Box>
  );
};

/** The records the patient agreed to share with the booking's hospital (issue 53): staff make the link the hospital opens. */
export const RecordShares = () => {
  const record = useRecordContext<StaffBookingView>();
  const bookingId = record?.id ?? '';
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data: shares, error } = useQuery({
    queryKey: queryKeys.bookingRecordShares(bookingId),
    queryFn: () => dataProvider.getRecordShares(bookingId),
    enabled: !!bookingId,
    refetchOnWindowFocus: false,
  });
  if (error) return <Alert severity="error">Failed to load the patient's consents.</Alert>;
  if (!shares) return <Skeleton variant="rounded" height={40} />;
  if (shares.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        The patient has not agreed to share records with the hospital.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Consents to share records" sx={{ margin: 0, padding: 0 }}>
      {shares.map((share) => (
        <Consent key={share.id} bookingId={bookingId} share={share} />
      ))}
    </Box>
  );
};
