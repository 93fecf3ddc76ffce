import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { StaffTripPlanView, TravellerView } from '@medtour/contracts';
import { formatDate, serverMessage } from '../../common/format';
import { homeCountryName } from '../../common/trip-figures/figures';
import type { AdminDataProvider } from '../../dataProvider';

const ROLE_NAMES: Record<TravellerView['role'], string> = { patient: 'Patient', companion: 'Companion' };

/** `Nigeria (NG)`, or the code of a country not on the home countries' list. */
const nationalityText = (code: string) => {
  const name = homeCountryName(code);
  return name === code ? code : `${name} (${code})`;
};

/** The masked passport number, and a button that shows the whole number in its place (each reveal is audited). */
const Passport = ({ bookingId, traveller }: { bookingId: string; traveller: TravellerView }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [number, setNumber] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const reveal = async () => {
    setPending(true);
    try {
      setNumber((await dataProvider.revealPassport(bookingId, traveller.id)).passportNumber);
    } catch (error) {
      notify(serverMessage(error, 'Failed to show the passport number'), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        component="code"
        aria-label={number ? `Passport number of ${traveller.fullName}` : `Masked passport number of ${traveller.fullName}`}
      >
        {number ?? traveller.passportMasked}
      </Box>
      {number ? null : (
        <Button
          size="small"
          startIcon={<VisibilityIcon />}
          disabled={pending}
          onClick={() => void reveal()}
          aria-label={`Show passport number of ${traveller.fullName}`}
        >
          Show passport number
        </Button>
      )}
    </Box>
  );
};

/** The patient and companions travelling, as they entered their passports. */
export const TripTravellers = ({ plan }: { plan: StaffTripPlanView }) => (
  <>
    <Typography variant="body2" color="text.secondary">
      {`${plan.travellers.length} of ${plan.travellersExpected} traveller${plan.travellersExpected === 1 ? '' : 's'} entered by the patient`}
    </Typography>
    {plan.travellers.length ? (
      <Table size="small" aria-label="Travellers">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Nationality</TableCell>
            <TableCell>Passport</TableCell>
            <TableCell>Expires</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plan.travellers.map((traveller) => (
            <TableRow key={traveller.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {traveller.fullName}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {ROLE_NAMES[traveller.role]}
                </Typography>
              </TableCell>
              <TableCell>{nationalityText(traveller.nationality)}</TableCell>
              <TableCell>
                <Passport bookingId={plan.bookingId} traveller={traveller} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(traveller.passportExpiry)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    ) : null}
  </>
);
