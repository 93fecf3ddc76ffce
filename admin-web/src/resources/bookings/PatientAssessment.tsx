import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import { ASSESSMENT_URGENCY_LABELS, type AssessmentFit, budgetMaximum, formatUsd, type StaffBookingView } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { EMPTY, formatDate } from '../../common/format';
import { queryKeys } from '../../common/queries';
import type { AdminDataProvider } from '../../dataProvider';

const text = (value: string | null) => (
  <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {value || EMPTY}
  </Box>
);

/** How the matching reads the budget, next to what the patient chose. */
const budget = (range: string | null) => {
  if (!range) return EMPTY;
  const max = budgetMaximum(range);
  return `${range} (${max === null ? 'no maximum' : `up to ${formatUsd(max)}`})`;
};

/** Where the patient's answer stands when the treatment does not fit the assessment. */
const ASSESSMENT_FIT_NOTE: Record<Exclude<AssessmentFit, 'fits'>, string> = {
  unanswered: 'The patient is asked which assessment the booking is for; check with them before quoting.',
  confirmed: 'The patient confirmed this booking is for this assessment.',
};

/**
 * The health assessment the booking was made from: what the coordinator answers from (the view is
 * audited), and a note when the patient has submitted a newer one since (it is not this booking's).
 */
export const PatientAssessment = () => {
  const record = useRecordContext<StaffBookingView>();
  const bookingId = record?.id ?? '';
  const dataProvider = useDataProvider<AdminDataProvider>();
  // Loaded when the page opens, not on window focus: every view is an entry in the audit log.
  const { data, error } = useQuery({
    queryKey: queryKeys.bookingAssessment(bookingId),
    queryFn: () => dataProvider.getBookingAssessment(bookingId),
    enabled: !!bookingId,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (error) return <Alert severity="error">Failed to load the health assessment.</Alert>;
  if (!data) return <Skeleton variant="rounded" height={120} />;
  const { assessment, newerAssessmentAt } = data;
  const fit = record?.assessmentFit ?? 'fits';
  return (
    <>
      {/* Issue 52: the treatment booked is not one this assessment's condition is treated with (condition mappings). */}
      {assessment && fit !== 'fits' && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {`${record?.treatment?.name ?? 'The treatment'} does not match this assessment (${assessment.conditionCategory}). ${ASSESSMENT_FIT_NOTE[fit]}`}
        </Alert>
      )}
      {newerAssessmentAt && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {`The patient has a newer assessment (${formatDate(newerAssessmentAt)}).`}
        </Alert>
      )}
      {assessment ? (
        <Facts
          items={[
            ['Submitted', formatDate(assessment.createdAt)],
            ['Condition', assessment.conditionCategory],
            ['Symptoms', text(assessment.symptoms)],
            ['Current medications', text(assessment.currentMedications)],
            ['Medical history', text(assessment.medicalHistory)],
            ['Treatment goals', text(assessment.treatmentGoals)],
            ['Urgency', ASSESSMENT_URGENCY_LABELS[assessment.urgencyLevel]],
            ['Budget', budget(assessment.budgetRange)],
            [
              'Preferred destinations',
              assessment.preferredDestinations.length ? assessment.preferredDestinations.join(', ') : 'Open to any',
            ],
          ]}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No assessment linked to this booking.
        </Typography>
      )}
    </>
  );
};
