import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { fieldErrors, formatDateTime } from '../../common/format';
import { queryKeys } from '../../common/queries';
import type { AdminDataProvider } from '../../dataProvider';
import { mergeThread, TEXT_LIMITS, type MessagePage, type MessageView, type StaffBookingView } from '@medtour/contracts';

const Message = ({ message }: { message: MessageView }) => {
  const staff = message.senderRole === 'staff';
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: staff ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: '80%',
          bgcolor: staff ? 'action.hover' : 'background.paper',
          borderColor: staff ? 'primary.light' : 'divider',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          <strong>{message.senderName ?? (staff ? 'Patient coordinator' : 'Patient')}</strong> ({staff ? 'staff' : 'patient'}) ·{' '}
          {formatDateTime(message.createdAt)}
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
  const queryClient = useQueryClient();
  const bookingId = record?.id ?? '';
  const threadKey = queryKeys.bookingMessages(bookingId);
  // Patients reply in their own app: the thread looks for new messages every 10 seconds while it is
  // shown (TanStack Query skips the interval while the browser tab is hidden), no Refresh needed.
  const { data: latest, error } = useQuery({
    queryKey: threadKey,
    queryFn: () => dataProvider.getBookingMessages(bookingId),
    enabled: !!bookingId,
    refetchInterval: 10_000,
  });
  // Earlier pages, loaded on demand above the latest messages, with what was shown when they were asked for.
  const [earlier, setEarlier] = useState<MessagePage | null>(null);
  const messages = latest ? mergeThread(earlier?.messages, latest.messages) : undefined;
  const hasEarlier = earlier ? earlier.hasEarlier : (latest?.hasEarlier ?? false);
  const { mutate: loadEarlier, isPending: loadingEarlier } = useMutation({
    mutationFn: (before: string) => dataProvider.getBookingMessages(bookingId, before),
    onSuccess: (page) => setEarlier((shown) => ({ messages: mergeThread(page.messages, shown?.messages), hasEarlier: page.hasEarlier })),
    onError: () => notify('Failed to load messages.', { type: 'error' }),
  });
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const { mutate: post, isPending: sending } = useMutation({
    mutationFn: (body: string) => dataProvider.postBookingMessage(bookingId, body),
    onSuccess: () => {
      setReply('');
      notify('Reply sent', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: threadKey });
    },
    onError: (e: unknown) => {
      setReplyError(fieldErrors(e).body ?? null);
      notify('Failed to send reply. Please try again.', { type: 'error' });
    },
  });

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = reply.trim();
    if (!body || sending) return;
    setReplyError(null);
    post(body);
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
      {messages && hasEarlier ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
          <Button
            size="small"
            disabled={loadingEarlier}
            onClick={() => {
              // Keep what is shown: the latest page moves on as new messages arrive.
              setEarlier({ messages, hasEarlier });
              loadEarlier(messages[0]!.id);
            }}
          >
            {loadingEarlier ? 'Loading…' : 'Show earlier messages'}
          </Button>
        </Box>
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
          helperText={replyError ?? `${reply.length}/${TEXT_LIMITS.chatMessage}`}
          disabled={sending}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.chatMessage } }}
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
