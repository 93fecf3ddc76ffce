import { Typography } from '@mui/material';
import {
  Edit,
  email,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SimpleForm,
  TextInput,
  Toolbar,
  SaveButton,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import { fieldErrors, formatDateTime } from '../../common/format';
import { FormHeading, FormRow, wholeNumber } from '../../common/FormLayout';
import { cleanLines, LinesInput } from '../../common/LinesInput';
import type { SiteSettingsRecord } from '@medtour/contracts';

export const SITE_SETTINGS_ID = 'site';

const validatePhone = (what: string) => regex(/^\+[0-9 ()-]{6,24}$/, `${what} must be an international number starting with +`);

const atLeastOneLine = (value: unknown) => (cleanLines(value).length > 0 ? undefined : 'Enter at least one line');

const transform = (data: SiteSettingsRecord): SiteSettingsRecord => ({
  ...data,
  officeHours: cleanLines(data.officeHours),
  offlinePaymentInstructions: cleanLines(data.offlinePaymentInstructions),
});

const LastUpdated = () => {
  const record = useRecordContext<SiteSettingsRecord>();
  if (!record?.updatedAt) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Last updated {formatDateTime(record.updatedAt)}
    </Typography>
  );
};

// One record: no delete.
const SettingsToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** `/admin/settings/site`: contact details and office hours (public site), premium price and deposit rules. */
export const SettingsEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      title="Settings"
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
      actions={false}
      mutationOptions={{
        onSuccess: () => notify('Settings saved successfully', { type: 'success' }),
        onError: (error: unknown) => {
          if (Object.keys(fieldErrors(error)).length === 0) notify('Failed to save settings', { type: 'error' });
        },
      }}
    >
      <SimpleForm toolbar={<SettingsToolbar />} sx={{ maxWidth: 900 }}>
        <FormHeading>Contact</FormHeading>
        <Typography variant="body2" color="text.secondary">
          Shown on every page of the site, in the booking &quot;Call&quot; panel and in emails to patients.
        </Typography>
        <FormRow columns={3}>
          <TextInput source="contactEmail" label="Contact email" type="email" validate={[required(), email()]} />
          <TextInput source="contactPhone" label="Contact phone" validate={[required(), validatePhone('Phone')]} />
          <TextInput
            source="whatsappNumber"
            label="WhatsApp number"
            helperText="A mobile number: WhatsApp cannot reach a landline"
            validate={[required(), validatePhone('WhatsApp')]}
          />
        </FormRow>
        <LinesInput
          source="officeHours"
          label="Office hours"
          helperText="One line each, in Malaysian time (MYT)"
          validate={atLeastOneLine}
          fullWidth
        />
        <FormHeading>Payments</FormHeading>
        <FormRow columns={3}>
          <NumberInput
            source="premiumPriceUsd"
            label="Premium price (USD per month)"
            validate={[required(), minValue(1), maxValue(10_000), wholeNumber]}
          />
          <NumberInput
            source="depositPercentage"
            label="Deposit (% of the estimate)"
            validate={[required(), minValue(0), maxValue(100), wholeNumber]}
          />
          <NumberInput
            source="depositMinimumUsd"
            label="Minimum deposit (USD)"
            validate={[required(), minValue(0), maxValue(1_000_000), wholeNumber]}
          />
        </FormRow>
        <LinesInput
          source="offlinePaymentInstructions"
          label="How to pay offline"
          helperText="Bank transfer and mobile money details, one line each: shown to patients beside the deposit and in the quote email"
          validate={atLeastOneLine}
          fullWidth
        />
        <LastUpdated />
      </SimpleForm>
    </Edit>
  );
};

/** `/admin/settings` (the spec's path) opens the one record's form. */
export const SettingsRedirect = () => <Navigate to={`/settings/${SITE_SETTINGS_ID}`} replace />;
