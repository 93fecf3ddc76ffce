import { Alert, Box, Chip, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HttpError, useDataProvider, useRecordContext } from 'react-admin';
import type { StaffBookingView, StaffTripPlanView, TripStepState } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { EMPTY, formatDate, formatDateTime } from '../../common/format';
import { queryKeys } from '../../common/queries';
import { SectionCard } from '../../common/SectionCard';
import type { AdminDataProvider } from '../../dataProvider';
import { gapsText, openAlert, STEP_NAMES, stepText } from '../trips/words';
import { TripCheckIns } from './TripCheckIns';
import { TripDocuments } from './TripDocuments';
import { TripPlanForm } from './TripPlanForm';
import { TripSection } from './TripSection';
import { TripTravellers } from './TripTravellers';

/** The statuses a trip plan exists in: the deposit is settled. */
const TRIP_STATUSES: readonly StaffBookingView['status'][] = ['confirmed', 'completed'];

const STATE_COLORS: Record<TripStepState, 'default' | 'info' | 'warning' | 'success'> = {
  todo: 'default',
  waiting_patient: 'info',
  waiting_hospital: 'warning',
  done: 'success',
};

const visaNeededText = (needed: boolean | null) => (needed === null ? 'Not known until the travellers are entered' : needed ? 'Yes' : 'No');

const Steps = ({ plan }: { plan: StaffTripPlanView }) => (
  <Box component="ul" aria-label="Trip steps" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
    {plan.steps.map((step) => (
      <Box component="li" key={step.step} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Chip size="small" color={STATE_COLORS[step.state]} label={STEP_NAMES[step.step]} sx={{ minWidth: 120 }} />
        <Typography variant="body2">{stepText(step)}</Typography>
        {step.state !== 'done' && step.dueOn ? (
          <Typography variant="caption" color="text.secondary">{`due ${formatDate(step.dueOn)}`}</Typography>
        ) : null}
        {step.state === 'done' && step.doneAt ? (
          <Typography variant="caption" color="text.secondary">{`done ${formatDateTime(step.doneAt)}`}</Typography>
        ) : null}
      </Box>
    ))}
  </Box>
);

const Reminders = ({ plan }: { plan: StaffTripPlanView }) =>
  plan.reminders.length ? (
    <Box component="ul" aria-label="Reminders sent" sx={{ m: 0, pl: 2, display: 'grid', gap: 0.5 }}>
      {plan.reminders.map((reminder) => (
        <Typography component="li" variant="body2" key={`${reminder.daysBefore} ${reminder.sentAt}`}>
          {`${formatDateTime(reminder.sentAt)}: ${reminder.daysBefore} days before arrival on ${formatDate(reminder.arrivalOn)}`}
          {reminder.gaps.length ? ` — ${gapsText(reminder.gaps)}` : ''}
        </Typography>
      ))}
    </Box>
  ) : (
    <Typography variant="body2" color="text.secondary">
      No reminder sent yet.
    </Typography>
  );

/**
 * The coordinator's side of the trip after the deposit (issue 54): where each step stands and what it
 * still lacks, the travellers, the reminders the patient was sent, the form of what the hospital sends
 * (and the patient's fields, which staff may correct), the documents and the aftercare check-ins. Only
 * for a booking whose deposit is settled (the API answers 409 for others: no card then).
 */
export const TripPlanCard = () => {
  const record = useRecordContext<StaffBookingView>();
  const bookingId = record?.id ?? '';
  const open = !!record && TRIP_STATUSES.includes(record.status);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  // Bumped after a save: the form starts again from the plan the API answered.
  const [formVersion, setFormVersion] = useState(0);
  const { data: plan, error } = useQuery({
    queryKey: queryKeys.bookingTrip(bookingId),
    queryFn: () => dataProvider.getTripPlan(bookingId),
    enabled: open,
    refetchOnWindowFocus: false,
    // A refusal (409 not open yet, 404) is the answer; only a failure of the server is tried again.
    retry: (count, failure) => !(failure instanceof HttpError && failure.status < 500) && count < 2,
  });
  if (!record || !open) return null;
  if (error instanceof HttpError && error.status === 409) return null;

  /** The plan as the API answered a change: shown at once; the trips and aftercare lists load again. */
  const show = (changed: StaffTripPlanView) => {
    queryClient.setQueryData(queryKeys.bookingTrip(bookingId), changed);
    void queryClient.invalidateQueries({ queryKey: ['trips'] });
    void queryClient.invalidateQueries({ queryKey: ['aftercare'] });
  };

  let body: ReactNode;
  if (error) {
    body =
      error instanceof HttpError && error.status === 404 && !record.healthData ? (
        <Alert severity="info">{`Assigned to ${record.assignedTo?.name ?? 'another coordinator'}: only they and admins read this trip plan.`}</Alert>
      ) : (
        <Alert severity="error">Failed to load the trip plan.</Alert>
      );
  } else if (!plan) {
    body = <Skeleton variant="rounded" height={120} />;
  } else {
    const alerts = plan.checkIns.filter(openAlert).length;
    body = (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {alerts ? (
          <Alert severity="error">{`${alerts} aftercare check-in${alerts === 1 ? '' : 's'} with warning signs to acknowledge.`}</Alert>
        ) : null}
        <Facts
          items={[
            ['Destination', plan.destination?.name ?? EMPTY],
            ['Arrival', formatDate(plan.arrivalOn)],
            ['Planned return', formatDate(plan.plannedReturnOn)],
            ['Visa needed', visaNeededText(plan.visaNeeded)],
            ['Last changed', formatDateTime(plan.updatedAt)],
          ]}
        />
        <TripSection title="Steps">
          <Steps plan={plan} />
        </TripSection>
        <TripSection title="Travellers">
          <TripTravellers plan={plan} />
        </TripSection>
        <TripSection title="Reminders sent">
          <Reminders plan={plan} />
        </TripSection>
        <TripPlanForm
          key={formVersion}
          plan={plan}
          quotedUsd={plan.finalBill?.quotedUsd ?? record.quote?.totalUsd ?? null}
          onSaved={(saved) => {
            show(saved);
            setFormVersion((version) => version + 1);
          }}
          onChanged={show}
        />
        <TripSection title="Documents">
          <TripDocuments plan={plan} onChanged={show} />
        </TripSection>
        {plan.checkIns.length || plan.steps.some((step) => step.step === 'aftercare') ? (
          <TripSection title="Aftercare check-ins">
            <TripCheckIns plan={plan} onChanged={show} />
          </TripSection>
        ) : null}
      </Box>
    );
  }
  return (
    <SectionCard headingGap={1.5} title="Trip plan">
      {body}
    </SectionCard>
  );
};
