import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import { ASSESSMENT_URGENCY_LABELS, budgetMaximum, type StaffBookingView } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { EMPTY, formatDate, formatUsd } from '../../common/format';
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

/** The booking's patient's latest health assessment: what the coordinator answers from (the view is audited). */
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
  const { assessment } = data;
  if (!assessment) {
    return (
      <Typography variant="body2" color="text.secondary">
        The patient has not submitted a health assessment.
      </Typography>
    );
  }
  return (
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
        ['Preferred destinations', assessment.preferredDestinations.length ? assessment.preferredDestinations.join(', ') : 'Open to any'],
      ]}
    />
  );
};
