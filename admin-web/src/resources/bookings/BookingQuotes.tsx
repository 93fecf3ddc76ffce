import { Alert, Box, Button, Chip, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AddItemButton,
  ArrayInput,
  DateInput,
  Form,
  maxLength,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import {
  addDays,
  canTransition,
  formatMoney,
  QUOTE_LIMITS,
  type QuoteState,
  type QuoteView,
  type StaffBookingView,
  toMinor,
  utcDay,
} from '@medtour/contracts';
import { cleanLines, LinesInput } from '../../common/LinesInput';
import { formatDate } from '../../common/format';
import { wholeNumber } from '../../common/FormLayout';
import { queryKeys } from '../../common/queries';
import { useFormSave } from '../../common/useFormSave';
import type { AdminDataProvider, QuoteInput } from '../../dataProvider';
import { useLifecycleRole } from './useLifecycleRole';

const usd = (amount: number) => formatMoney(toMinor(amount, 'USD'), 'USD');

const STATE_CHIPS: Record<QuoteState, { label: string; color: 'success' | 'default' | 'warning' | 'info' }> = {
  open: { label: 'Awaiting deposit', color: 'info' },
  paid: { label: 'Deposit paid', color: 'success' },
  expired: { label: 'Expired', color: 'warning' },
  superseded: { label: 'Superseded', color: 'default' },
};

/** One version of the quote, as the patient was sent it. */
const QuoteCard = ({ quote }: { quote: QuoteView }) => (
  <Box
    component="section"
    aria-label={`Quote version ${quote.version}`}
    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
  >
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Typography component="h3" variant="subtitle2">{`Version ${quote.version}`}</Typography>
      <Chip size="small" color={STATE_CHIPS[quote.state].color} label={STATE_CHIPS[quote.state].label} />
      <Typography
        variant="caption"
        color="text.secondary"
      >{`Sent ${formatDate(quote.createdAt)} · valid until ${formatDate(quote.validUntil)}`}</Typography>
    </Box>
    <Table size="small" aria-label={`Lines of quote version ${quote.version}`}>
      <TableHead>
        <TableRow>
          <TableCell>Item</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quote.lines.map((line, index) => (
          <TableRow key={index}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {line.label}
              {line.detail ? <Typography component="span" variant="body2" color="text.secondary">{` (${line.detail})`}</Typography> : null}
            </TableCell>
            <TableCell align="right">{usd(line.amountUsd)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {usd(quote.totalUsd)}
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Deposit</TableCell>
          <TableCell align="right">{usd(quote.depositUsd)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
    {quote.included.length > 0 && <Typography variant="body2" sx={{ mt: 1 }}>{`Included: ${quote.included.join(', ')}`}</Typography>}
    {quote.excluded.length > 0 && <Typography variant="body2">{`Not included: ${quote.excluded.join(', ')}`}</Typography>}
  </Box>
);

const inDays = (days: number) => addDays(utcDay(), days);
const validateLabel = [required('Each line needs a description'), maxLength(QUOTE_LIMITS.maxTextLength)];
const validateAmount = [required(), minValue(0, 'Amount cannot be negative'), wholeNumber];

/** The form of a new quote, from the current one (or the draft: the treatment at the hospital's price). */
const NewQuoteForm = ({ bookingId, start, onDone }: { bookingId: string; start: QuoteInput; onDone: () => void }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { save } = useFormSave<QuoteInput>({
    send: (data) =>
      dataProvider.createQuote(bookingId, {
        lines: data.lines.map((line) => ({ label: line.label, detail: line.detail || null, amountUsd: Number(line.amountUsd) })),
        included: cleanLines(data.included),
        excluded: cleanLines(data.excluded),
        validUntil: data.validUntil,
      }),
    success: 'Quote sent to the patient',
    failure: 'Failed to send the quote',
    done: onDone,
  });
  return (
    <Form defaultValues={start} onSubmit={save} sanitizeEmptyValues={false}>
      <ArrayInput source="lines" label="Lines">
        <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="Add line" />}>
          <TextInput source="label" label="Item" validate={validateLabel} sx={{ minWidth: 240 }} />
          <TextInput source="detail" label="Detail" helperText="e.g. 5 nights" />
          <NumberInput source="amountUsd" label="Amount (USD)" validate={validateAmount} />
        </SimpleFormIterator>
      </ArrayInput>
      <LinesInput source="included" label="Included" fullWidth />
      <LinesInput source="excluded" label="Not included" fullWidth />
      <DateInput source="validUntil" label="Valid until" validate={required()} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <SaveButton label="Send quote" alwaysEnable />
        <Button onClick={onDone}>Cancel</Button>
      </Box>
    </Form>
  );
};

/**
 * The booking's itemised quotes: every version sent (newest first, never edited) and a form for a
 * new one, which supersedes the current quote, moves the booking to payment pending and emails the
 * patient. The deposit is worked out by the server from Settings. While the patient could not be told
 * how to pay (no Stripe, no bank account or mobile-money number in Settings), the server refuses
 * quotes: the form is not offered, and the server's reason is shown instead.
 */
export const BookingQuotes = () => {
  const record = useRecordContext<StaffBookingView>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const role = useLifecycleRole();
  const [writing, setWriting] = useState(false);
  const bookingId = record?.id ?? '';
  const { data, error } = useQuery({
    queryKey: queryKeys.bookingQuotes(bookingId),
    queryFn: () => dataProvider.getBookingQuotes(bookingId),
    enabled: !!bookingId,
  });
  if (!record) return null;
  if (error) return <Alert severity="error">Failed to load the quotes.</Alert>;
  if (!data) return <Skeleton variant="rounded" height={80} />;
  const quotable = canTransition(record.status, 'send_quote', role);
  const current = data.quotes[0];
  const start: QuoteInput = {
    lines: (current ?? data.draft).lines,
    included: current?.included ?? [],
    excluded: current?.excluded ?? [],
    validUntil: inDays(14),
  };
  const done = () => {
    setWriting(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookingQuotes(bookingId) });
    refresh(); // the booking's status and estimate changed
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {data.quotes.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No quote sent yet.
        </Typography>
      )}
      {data.quotes.map((quote) => (
        <QuoteCard key={quote.id} quote={quote} />
      ))}
      {quotable && data.cannotQuote && <Alert severity="warning">{data.cannotQuote}</Alert>}
      {writing ? (
        <NewQuoteForm bookingId={bookingId} start={start} onDone={done} />
      ) : (
        quotable && (
          <Box>
            <Button variant="contained" onClick={() => setWriting(true)} disabled={!!data.cannotQuote}>
              {current ? 'Send a revised quote' : 'Write a quote'}
            </Button>
          </Box>
        )
      )}
    </Box>
  );
};
