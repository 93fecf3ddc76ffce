import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatCostRange, type StaffBookingView } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { formatDate, formatDateTime } from '../../common/format';
import { SectionCard } from '../../common/SectionCard';
import { homeCountryName } from '../../common/trip-figures/figures';
import { localTotalText, nightsText, travelMonthText, TRIP_MISSING_TEXTS, tripEstimateRows } from './tripEstimate';

const total = { fontWeight: 600, whiteSpace: 'nowrap' } as const;
const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * The trip estimate the patient attached to the request, as it was computed then: who travels from
 * where and when, each part's range, the total, and the parts left out for want of a figure.
 */
export const TripEstimateCard = () => {
  const estimate = useRecordContext<StaffBookingView>()?.tripEstimate;
  if (!estimate) return null;
  const local = localTotalText(estimate.local);
  return (
    <SectionCard headingGap={1.5} title="Trip estimate">
      <Facts
        items={[
          ['Home country', homeCountryName(estimate.homeCountry)],
          ['Destination', estimate.destination.name],
          ['Companions', String(estimate.companions)],
          ['Travel month', travelMonthText(estimate.travelMonth)],
          ['Nights', nightsText(estimate.nights)],
        ]}
      />
      <Table size="small" aria-label="Trip estimate lines" sx={{ mt: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Part</TableCell>
            <TableCell align="right">People</TableCell>
            <TableCell>Nights</TableCell>
            <TableCell align="right">USD</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tripEstimateRows(estimate).map((row) => (
            <TableRow key={row.label}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {row.label}
                {row.detail ? <Typography component="span" variant="body2" color="text.secondary">{` (${row.detail})`}</Typography> : null}
              </TableCell>
              <TableCell align="right">{row.people}</TableCell>
              <TableCell sx={noWrap}>{row.nights ?? ''}</TableCell>
              <TableCell align="right" sx={noWrap}>
                {row.usd}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={total} colSpan={3}>
              Total
            </TableCell>
            <TableCell align="right" sx={total}>
              {formatCostRange(estimate.totalUsd.min, estimate.totalUsd.max)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Box sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
        {local ? <Typography variant="body2">{`In the patient’s currency: ${local}`}</Typography> : null}
        {estimate.localStale ? (
          <Typography variant="body2">The patient’s currency had no recent rate: the total is in US dollars only.</Typography>
        ) : null}
        {estimate.missing.map((kind) => (
          <Typography key={kind} variant="body2" color="warning.main">
            {TRIP_MISSING_TEXTS[kind]}
          </Typography>
        ))}
        <Typography variant="caption" color="text.secondary">
          {[
            estimate.figuresAsOf ? `Figures of ${formatDate(estimate.figuresAsOf)}` : null,
            `computed ${formatDateTime(estimate.computedAt)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </SectionCard>
  );
};
