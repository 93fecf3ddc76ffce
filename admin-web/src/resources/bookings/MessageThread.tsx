import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { fieldErrors, formatDateTime } from '../../common/format';
import { useApi } from '../../common/useApi';
import type { AdminDataProvider } from '../../dataProvider';
import type { MessageView, StaffBookingView } from '@medtour/contracts';

const MAX_LENGTH = 4000;

const Message = ({ message }: { message: MessageView }) => {
  const staff = message.senderRole === 'staff';
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: staff ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{ p: 1.5, maxWidth: '80%', bgcolor: staff ? 'action.hover' : 'background.paper', borderColor: staff ? 'primary.light' : 'divider' }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          <strong>{message.senderName}</strong> ({staff ? 'staff' : 'patient'}) · {formatDateTime(message.createdAt)}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
      </Paper>
    </Box>
  );
};

/** The booking's message thread between the patient and staff, with a reply box. */
export const MessageThread = () => {
  const record = useRecordContext<StaffBookingView>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const bookingId = record?.id ?? '';
  // Patients reply in their own app: the thread reloads every half minute while it is shown.
  const { data: messages, error, refetch } = useApi(
    `bookings/${bookingId}/messages`,
    (api) => (bookingId ? api.getBookingMessages(bookingId) : Promise.resolve([])),
    { pollMs: 30_000 },
  );
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = reply.trim();
    if (!body || sending) return;
    setSending(true);
    setReplyError(null);
    try {
      await dataProvider.postBookingMessage(bookingId, body);
      setReply('');
      notify('Reply sent', { type: 'success' });
      refetch();
    } catch (e) {
      setReplyError(fieldErrors(e).body ?? null);
      notify('Failed to send reply. Please try again.', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box>
      {error ? <Alert severity="error">Failed to load messages.</Alert> : null}
      {!messages && !error ? <Skeleton variant="rounded" height={80} /> : null}
      {messages && messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No messages yet.
        </Typography>
      ) : null}
      {messages && messages.length > 0 ? (
        <Box component="ol" aria-label="Messages" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </Box>
      ) : null}
      <Box component="form" onSubmit={send} sx={{ mt: 2, display: 'grid', gap: 1 }}>
        <TextField
          id="booking-reply"
          label="Reply to the patient"
          multiline
          minRows={2}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          error={!!replyError}
          helperText={replyError ?? `${reply.length}/${MAX_LENGTH}`}
          disabled={sending}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
        />
        <Box>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending || !reply.trim()}>
            Send reply
          </Button>
        </Box>
      </Box>
    </Box>
  );
};
