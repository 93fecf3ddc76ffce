import { Avatar, Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { DISPLAY_NAME_MAX_LENGTH, initialsOf } from '@medtour/contracts';

/** What patients see while the name is typed: the display name, else the first name, with its initials as the avatar (no photo is kept). */
const PatientsSee = ({ firstName }: { firstName: string }) => {
  const typed = useWatch({ name: 'displayName' }) as string | null | undefined;
  const name = typed?.trim() || firstName;
  return (
    <Box role="group" aria-label="Patients see" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 40, height: 40, fontSize: '0.95rem', fontWeight: 700 }}>
        {initialsOf(name)}
      </Avatar>
      <Typography variant="body2">
        Patients see: <strong>Your coordinator: {name}</strong>
      </Typography>
    </Box>
  );
};

const TOO_LONG = `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`;
/** As the API counts: once trimmed. */
const validateDisplayName = (value: unknown) =>
  typeof value === 'string' && value.trim().length > DISPLAY_NAME_MAX_LENGTH ? TOO_LONG : undefined;

/**
 * The display name input of a staff member (their own profile, or a colleague's in Users), with a
 * preview of how patients see them on their booking and in its chat. The API trims it; empty shows the first name.
 */
export const DisplayNameInput = ({ firstName }: { firstName: string }) => (
  <>
    <PatientsSee firstName={firstName} />
    <TextInput
      source="displayName"
      label="Display name"
      helperText={`The name patients see on their bookings and in the chat (at most ${DISPLAY_NAME_MAX_LENGTH} characters). Empty: the first name.`}
      validate={validateDisplayName}
      sx={{ maxWidth: 480 }}
    />
  </>
);
