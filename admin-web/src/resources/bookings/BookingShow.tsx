import { Alert, Box, Divider } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Facts } from '../../common/Facts';
import { EMPTY, formatDate, formatDateTime, humanize } from '../../common/format';
import { SectionCard } from '../../common/SectionCard';
import { formatEstimatedCost, LOCALE_NAMES_IN_ENGLISH, type StaffBookingView } from '@medtour/contracts';
import { BookingPayments } from './BookingPayments';
import { BookingQuotes } from './BookingQuotes';
import { BookingResponse } from './BookingResponse';
import { EstimatedCostForm } from './EstimatedCostForm';
import { MessageThread } from './MessageThread';
import { PatientAssessment } from './PatientAssessment';
import { PatientRecords } from './PatientRecords';
import { RecordShares } from './RecordShares';
import { PriorityChip, StatusBadge, UrgencyBadge } from './status';
import { StatusSelect } from './StatusSelect';
import { TripEstimateCard } from './TripEstimateCard';
import { TripPlanCard } from './TripPlanCard';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const BookingTitle = () => {
  const record = useRecordContext<StaffBookingView>();
  return <>{record ? `Booking ${record.reference}` : 'Booking'}</>;
};

/**
 * In place of a booking's health data for a moderator it is not assigned to (the API answers 404 for
 * it, and withholds the medical summary): who reads it instead.
 */
const NotYours = ({ record }: { record: StaffBookingView }) => (
  <Alert severity="info">
    {`Assigned to ${record.assignedTo?.name ?? 'another coordinator'}: only they and admins read this booking's health data.`}
  </Alert>
);

const BookingDetails = () => {
  const record = useRecordContext<StaffBookingView>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SectionCard headingGap={1.5} title="Booking">
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <StatusBadge status={record.status} />
            {record.priority ? <PriorityChip /> : null}
            <StatusSelect label />
          </Box>
          <Facts
            items={[
              ['Reference', <code key="ref">{record.reference}</code>],
              ['Created', formatDateTime(record.createdAt)],
              [
                'Type',
                <span key="type" style={{ textTransform: 'capitalize' }}>
                  {humanize(record.bookingType)}
                </span>,
              ],
              ['Urgency', <UrgencyBadge key="urgency" urgency={record.urgencyLevel} />],
              ['Preferred date', formatDate(record.preferredDate)],
              ['Confirmed date', formatDate(record.confirmedDate)],
              ['Estimated cost', formatEstimatedCost(record.estimatedCostUsd)],
            ]}
          />
          <Divider sx={{ my: 2 }} />
          <EstimatedCostForm />
        </SectionCard>
        <SectionCard headingGap={1.5} title="Quote">
          <BookingQuotes />
        </SectionCard>
        <SectionCard headingGap={1.5} title="Payments">
          <BookingPayments />
        </SectionCard>
        {/* Once the deposit is settled (confirmed or completed): the trip, step by step. */}
        <TripPlanCard />
        <SectionCard headingGap={1.5} title="Request">
          <Facts
            items={[
              [
                'Medical summary',
                <Box key="summary" sx={{ whiteSpace: 'pre-wrap' }}>
                  {record.healthData ? record.medicalSummary || EMPTY : 'Withheld (not your booking)'}
                </Box>,
              ],
              [
                'Special requirements',
                <Box key="req" sx={{ whiteSpace: 'pre-wrap' }}>
                  {record.specialRequirements || EMPTY}
                </Box>,
              ],
              ['Travel required', yesNo(record.travelRequired)],
              ['Accommodation needed', yesNo(record.accommodationNeeded)],
              ['Visa assistance needed', yesNo(record.visaAssistanceNeeded)],
              ['Companions', String(record.companionCount)],
            ]}
          />
        </SectionCard>
        <TripEstimateCard />
        <SectionCard headingGap={1.5} title="Messages">
          {record.healthData ? <MessageThread /> : <NotYours record={record} />}
        </SectionCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SectionCard headingGap={1.5} title="Response">
          <BookingResponse />
        </SectionCard>
        <SectionCard headingGap={1.5} title="Patient">
          <Facts
            items={[
              ['Name', record.patient.name],
              [
                'Email',
                <a key="email" href={`mailto:${record.patient.email}`}>
                  {record.patient.email}
                </a>,
              ],
              ['Language', LOCALE_NAMES_IN_ENGLISH[record.patient.language]],
            ]}
          />
        </SectionCard>
        <SectionCard headingGap={1.5} title="Hospital and treatment">
          <Facts
            items={[
              ['Hospital', record.hospital.name],
              ['Location', `${record.hospital.city}, ${record.hospital.country}`],
              ['Treatment', record.treatment?.name ?? EMPTY],
              [
                'Treatment type',
                <span key="ttype" style={{ textTransform: 'capitalize' }}>
                  {record.treatment ? humanize(record.treatment.type) : EMPTY}
                </span>,
              ],
            ]}
          />
        </SectionCard>
        <SectionCard headingGap={1.5} title="Health assessment">
          {record.healthData ? <PatientAssessment /> : <NotYours record={record} />}
        </SectionCard>
        <SectionCard headingGap={1.5} title="Medical records">
          {record.healthData ? <PatientRecords /> : <NotYours record={record} />}
        </SectionCard>
        <SectionCard headingGap={1.5} title="Shared with the hospital">
          {record.healthData ? <RecordShares /> : <NotYours record={record} />}
        </SectionCard>
      </Box>
    </Box>
  );
};

const Actions = () => (
  <TopToolbar>
    <ListButton label="All bookings" />
  </TopToolbar>
);

/**
 * A booking for staff: every field, status and estimated cost, the thread, the assessment it was made from, the patient's
 * records and, once the deposit is settled, the trip plan.
 */
export const BookingShow = () => (
  <Show title={<BookingTitle />} actions={<Actions />} component="div">
    <BookingDetails />
  </Show>
);
