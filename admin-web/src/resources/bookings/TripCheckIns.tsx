import CheckIcon from '@mui/icons-material/Check';
import { alpha, Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { CheckInView, StaffTripPlanView } from '@medtour/contracts';
import { formatDate, formatDateTime, serverMessage } from '../../common/format';
import type { AdminDataProvider } from '../../dataProvider';
import { answersText, openAlert, WARNING_SIGN_NAMES } from '../trips/words';

const Acknowledge = ({
  bookingId,
  checkIn,
  onChanged,
}: {
  bookingId: string;
  checkIn: CheckInView;
  onChanged: (plan: StaffTripPlanView) => void;
}) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const acknowledge = async () => {
    setPending(true);
    try {
      onChanged(await dataProvider.acknowledgeCheckIn(bookingId, checkIn.id));
      notify('Alert acknowledged', { type: 'success' });
    } catch (error) {
      notify(serverMessage(error, 'Failed to acknowledge the alert'), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="small"
      variant="contained"
      color="error"
      startIcon={<CheckIcon />}
      disabled={pending}
      onClick={() => void acknowledge()}
      aria-label={`Acknowledge alert of the day ${checkIn.day} check-in`}
    >
      Acknowledge alert
    </Button>
  );
};

/**
 * The aftercare check-ins, by day after discharge: when each is due, the patient's answers, and the
 * warning signs found in them. A check-in with signs that nobody acknowledged yet is highlighted, with
 * the button that acknowledges it (the coordinator read it and acted).
 */
export const TripCheckIns = ({ plan, onChanged }: { plan: StaffTripPlanView; onChanged: (plan: StaffTripPlanView) => void }) =>
  plan.checkIns.length ? (
    <Table size="small" aria-label="Aftercare check-ins">
      <TableHead>
        <TableRow>
          <TableCell>Check-in</TableCell>
          <TableCell>Answers</TableCell>
          <TableCell>Warning signs</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plan.checkIns.map((checkIn) => {
          const alert = openAlert(checkIn);
          return (
            <TableRow key={checkIn.id} sx={alert ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {`Day ${checkIn.day}`}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {`due ${formatDate(checkIn.dueAt)}`}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {checkIn.answeredAt ? `answered ${formatDateTime(checkIn.answeredAt)}` : 'not answered yet'}
                </Typography>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                {checkIn.answers ? (
                  <>
                    {answersText(checkIn.answers)}
                    {checkIn.answers.notes ? (
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                        {`“${checkIn.answers.notes}”`}
                      </Typography>
                    ) : null}
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                {checkIn.signs.length ? (
                  <Box sx={{ display: 'grid', gap: 0.75, justifyItems: 'start' }}>
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                      {checkIn.signs.map((sign) => (
                        <Chip key={sign} size="small" color="error" label={WARNING_SIGN_NAMES[sign]} />
                      ))}
                    </Box>
                    {alert ? (
                      <Acknowledge bookingId={plan.bookingId} checkIn={checkIn} onChanged={onChanged} />
                    ) : (
                      <Typography variant="caption" color="text.secondary">
                        {`Acknowledged ${formatDateTime(checkIn.alertAcknowledgedAt)}`}
                      </Typography>
                    )}
                  </Box>
                ) : checkIn.answeredAt ? (
                  'None'
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  ) : (
    <Typography variant="body2" color="text.secondary">
      The check-ins are planned once the discharge date is entered.
    </Typography>
  );
