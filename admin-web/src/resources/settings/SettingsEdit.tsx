import { Typography } from '@mui/material';
import {
  AddItemButton,
  ArrayInput,
  Edit,
  email,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  SaveButton,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import {
  ACCOUNT_NUMBER_PATTERN,
  type BankAccountDetails,
  CURRENCY_LIMITS,
  DATA_RIGHTS,
  LOCALE_NAMES_IN_ENGLISH,
  MOBILE_MONEY_COUNTRIES,
  OFFLINE_DETAILS_LIMITS,
  RECORD_SHARE_DAYS,
  SCRAPER_REVIEWS_PER_RUN,
  SITE_SETTINGS_LIMITS,
  type SiteSettingsRecord,
  SWIFT_CODE_PATTERN,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  TRIP_LIMITS,
} from '@medtour/contracts';
import { fieldErrors, formatDateTime } from '../../common/format';
import { FormHeading, FormRow, wholeNumber } from '../../common/FormLayout';
import { cleanLines, LinesInput } from '../../common/LinesInput';

export const SITE_SETTINGS_ID = 'site';

const validatePhone = (what: string) => regex(/^\+[0-9 ()-]{6,24}$/, `${what} must be an international number starting with +`);

const atLeastOneLine = (value: unknown) => (cleanLines(value).length > 0 ? undefined : 'Enter at least one line');

/** The bank account's fields as the form holds them: any may be empty while the admin types. */
type BankInput = { [K in keyof BankAccountDetails]?: string | null };

const BANK_FIELDS = [
  'bankName',
  'accountName',
  'accountNumber',
  'swift',
  'branchOrNotes',
] as const satisfies readonly (keyof BankAccountDetails)[];
const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** No bank transfer is offered when every bank field is empty. */
const bankOrNull = (bank: BankInput | null | undefined): BankInput | null =>
  !bank || BANK_FIELDS.every((field) => isBlank(bank[field])) ? null : bank;

/** A bank field every bank account needs, once any bank field is filled in. */
const requiredForBank = (message: string) => (value: unknown, values: { offlinePayment?: { bank?: BankInput | null } }) =>
  bankOrNull(values.offlinePayment?.bank) && isBlank(value) ? message : undefined;

// The server's rules (it upper-cases the SWIFT code, so lower case is fine here).
const validateSwift = [
  requiredForBank('Enter the SWIFT/BIC code'),
  (value: unknown) =>
    isBlank(value) || SWIFT_CODE_PATTERN.test(String(value).trim().toUpperCase())
      ? undefined
      : 'SWIFT/BIC must be 8 or 11 letters and digits, e.g. MBBEMYKL',
];
const validateAccountNumber = [
  requiredForBank('Enter the account number'),
  (value: unknown) =>
    isBlank(value) || ACCOUNT_NUMBER_PATTERN.test(String(value).trim())
      ? undefined
      : 'Account number: digits and letters, grouped by single spaces or dashes',
  maxLength(OFFLINE_DETAILS_LIMITS.maxAccountNumberLength),
];
const validateName = (message: string) => [requiredForBank(message), maxLength(OFFLINE_DETAILS_LIMITS.maxNameLength)];
const validateMobileText = (message: string) => [required(message), maxLength(OFFLINE_DETAILS_LIMITS.maxNameLength)];
const validateMobileNumbers = (value: unknown) =>
  Array.isArray(value) && value.length > OFFLINE_DETAILS_LIMITS.maxMobileMoney
    ? `At most ${OFFLINE_DETAILS_LIMITS.maxMobileMoney} mobile-money numbers`
    : undefined;

const COUNTRY_CHOICES = Object.entries(MOBILE_MONEY_COUNTRIES).map(([id, name]) => ({ id, name }));

/** The settings as the form holds them: the bank fields as typed. */
type SettingsForm = Omit<SiteSettingsRecord, 'offlinePayment'> & {
  offlinePayment: Omit<SiteSettingsRecord['offlinePayment'], 'bank'> & { bank: BankInput | null };
};

const transform = (data: SettingsForm): SettingsForm => ({
  ...data,
  officeHours: cleanLines(data.officeHours),
  offlinePayment: {
    bank: bankOrNull(data.offlinePayment.bank),
    mobileMoney: data.offlinePayment.mobileMoney ?? [],
    instructions: cleanLines(data.offlinePayment.instructions),
  },
  translations: Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => {
      const texts = data.translations?.[locale];
      return [
        locale,
        {
          officeHours: cleanLines(texts?.officeHours),
          instructions: cleanLines(texts?.instructions),
          depositRefundPolicy: texts?.depositRefundPolicy ?? '',
        },
      ];
    }),
  ),
});

/**
 * The office hours, payment instructions and refund policy in one of the site's other languages:
 * patients reading the site or an email in it see these, or the English where a text is left empty.
 */
const SettingsTextsInputs = ({ locale }: { locale: TranslatedLocale }) => (
  <>
    <Typography component="h3" variant="subtitle2">
      {LOCALE_NAMES_IN_ENGLISH[locale]}
    </Typography>
    <LinesInput source={`translations.${locale}.officeHours`} label={`Office hours in ${LOCALE_NAMES_IN_ENGLISH[locale]}`} fullWidth />
    <LinesInput
      source={`translations.${locale}.instructions`}
      label={`Offline payment instructions in ${LOCALE_NAMES_IN_ENGLISH[locale]}`}
      fullWidth
    />
    <TextInput
      source={`translations.${locale}.depositRefundPolicy`}
      label={`Deposit refund policy in ${LOCALE_NAMES_IN_ENGLISH[locale]}`}
      multiline
      minRows={2}
      validate={maxLength(SITE_SETTINGS_LIMITS.maxRefundPolicyLength)}
      fullWidth
    />
  </>
);

// The API's message (settings/settings.dto.ts).
const FINAL_BILL_MESSAGE = `The final bill's threshold must be a whole percentage from ${TRIP_LIMITS.finalBillThresholdPercent.min} to ${TRIP_LIMITS.finalBillThresholdPercent.max}`;
const validateFinalBillThreshold = [
  required(FINAL_BILL_MESSAGE),
  minValue(TRIP_LIMITS.finalBillThresholdPercent.min, FINAL_BILL_MESSAGE),
  maxValue(TRIP_LIMITS.finalBillThresholdPercent.max, FINAL_BILL_MESSAGE),
  (value: unknown) => (value == null || Number.isInteger(value) ? undefined : FINAL_BILL_MESSAGE),
];

const validateRatesUrl = [maxLength(CURRENCY_LIMITS.maxRatesUrlLength), regex(/^https?:\/\/\S+$/i, 'The rates URL must be an http(s) URL')];

/** How the worker's last fetch of the rates URL went (read-only). */
const RatesFetch = () => {
  const record = useRecordContext<SiteSettingsRecord>();
  if (!record?.ratesFetchedAt) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Last fetched {formatDateTime(record.ratesFetchedAt)}: {record.ratesFetchStatus}
    </Typography>
  );
};

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

/**
 * `/admin/settings/site`: contact details and office hours (public site), premium price and deposit rules, how to pay
 * offline, the deposit refund policy, and how many reviews one scrape may save.
 */
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
        <NumberInput
          source="moderatorOfflinePaymentMaxUsd"
          label="Largest offline payment a moderator records (USD)"
          helperText="A larger bank transfer, mobile-money or cash payment is recorded by an admin; 0: admins record them all"
          validate={[required(), minValue(0), maxValue(10_000_000), wholeNumber]}
        />
        <FormHeading>Prices in patients' currencies</FormHeading>
        <NumberInput
          source="maxRateAgeDays"
          label="Exchange rates used for (days)"
          helperText="A currency's newest rate (Exchange Rates) older than this is not used: its prices show in US dollars only"
          validate={[required(), minValue(1), maxValue(CURRENCY_LIMITS.maxRateAgeDays), wholeNumber]}
        />
        <TextInput
          source="ratesUrl"
          label="Exchange rates URL"
          helperText={
            'Optional: an http(s) URL answering JSON rates per US dollar, {"base": "USD", "date": "2026-11-24", "rates": {"NGN": 1530.5, …}} ' +
            '(Frankfurter, exchangerate.host) or with "timestamp" instead of "date" (Open Exchange Rates). Fetched every 6 hours and when ' +
            "changed; staff's rate of the same day is kept"
          }
          validate={validateRatesUrl}
          fullWidth
        />
        <RatesFetch />
        <FormHeading>Paying offline</FormHeading>
        <Typography variant="body2" color="text.secondary">
          Shown to patients beside the deposit and in the quote email, as the alternative to paying by card, or as the way to pay while
          online payment is not configured. Without a bank account or a mobile-money number (and without online payment), no quote can be
          sent.
        </Typography>
        <Typography component="h3" variant="subtitle2">
          Bank transfer
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Leave every bank field empty to offer no bank transfer.
        </Typography>
        <FormRow>
          <TextInput source="offlinePayment.bank.bankName" label="Bank name" validate={validateName('Enter the bank name')} />
          <TextInput source="offlinePayment.bank.accountName" label="Account name" validate={validateName('Enter the account name')} />
          <TextInput source="offlinePayment.bank.accountNumber" label="Account number" validate={validateAccountNumber} />
          <TextInput
            source="offlinePayment.bank.swift"
            label="SWIFT/BIC"
            helperText="8 or 11 characters, e.g. MBBEMYKL"
            validate={validateSwift}
          />
        </FormRow>
        <TextInput
          source="offlinePayment.bank.branchOrNotes"
          label="Branch or notes"
          helperText="Optional: the branch, or anything else a patient's bank needs"
          validate={maxLength(OFFLINE_DETAILS_LIMITS.maxBankNotesLength)}
          fullWidth
        />
        <ArrayInput source="offlinePayment.mobileMoney" label="Mobile money" validate={validateMobileNumbers}>
          <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="Add a mobile-money number" />}>
            <SelectInput
              source="country"
              label="Country"
              choices={COUNTRY_CHOICES}
              validate={required('Choose the country of the number')}
            />
            <TextInput
              source="provider"
              label="Provider"
              helperText="e.g. M-Pesa, MTN MoMo"
              validate={validateMobileText('Enter the provider')}
            />
            <TextInput
              source="number"
              label="Mobile number"
              helperText="International format, e.g. +254 712 345 678"
              validate={[required('Enter the mobile number'), validatePhone('The mobile number')]}
            />
            <TextInput source="accountName" label="Account name" validate={validateMobileText('Enter the account name')} />
          </SimpleFormIterator>
        </ArrayInput>
        <LinesInput
          source="offlinePayment.instructions"
          label="Other instructions"
          helperText="Optional, one line each: e.g. the currency to pay in. Patients are always asked to quote their booking reference."
          fullWidth
        />
        <FormHeading>Cancellations</FormHeading>
        <TextInput
          source="depositRefundPolicy"
          label="Deposit refund policy"
          helperText="What happens to the deposit when a patient cancels: shown before they confirm a cancellation, and in its email"
          multiline
          minRows={3}
          validate={[required('Please enter the deposit refund policy'), maxLength(SITE_SETTINGS_LIMITS.maxRefundPolicyLength)]}
          fullWidth
        />
        <FormHeading>In French, Arabic and Swahili</FormHeading>
        <Typography variant="body2" color="text.secondary">
          The office hours, the offline payment instructions and the deposit refund policy as patients read them in each language of the
          site, on its pages and in its emails. A text left empty is shown in English.
        </Typography>
        {TRANSLATED_LOCALES.map((locale) => (
          <SettingsTextsInputs key={locale} locale={locale} />
        ))}
        <FormHeading>Trips</FormHeading>
        <NumberInput
          source="finalBillThresholdPercent"
          label="Final bill: difference needing a reason (%)"
          helperText="A hospital's final bill further than this from the accepted quote (up or down) is saved only with a reason, which the patient reads"
          validate={validateFinalBillThreshold}
        />
        <FormHeading>Review scraper</FormHeading>
        <NumberInput
          source="scraperMaxReviewsPerRun"
          label="New reviews per scrape"
          helperText="A scrape stops once it has saved this many new reviews for moderation (reviews already saved do not count), and says so"
          validate={[required(), minValue(SCRAPER_REVIEWS_PER_RUN.min), maxValue(SCRAPER_REVIEWS_PER_RUN.max), wholeNumber]}
        />
        <FormHeading>Patients' data</FormHeading>
        <NumberInput
          source="erasureGraceDays"
          label="Days before a closed account is erased"
          helperText="A patient who deletes their account can keep it by signing in during this time; then their data is erased"
          validate={[required(), minValue(DATA_RIGHTS.erasureGraceDays.min), maxValue(DATA_RIGHTS.erasureGraceDays.max), wholeNumber]}
        />
        <NumberInput
          source="retentionYears"
          label="Years payments are kept after erasure"
          helperText="An erased patient's payments, refunds and quotes are kept pseudonymised this long (accounting law), then erased"
          validate={[required(), minValue(DATA_RIGHTS.retentionYears.min), maxValue(DATA_RIGHTS.retentionYears.max), wholeNumber]}
        />
        <NumberInput
          source="shareLinkDays"
          label="Days a shared records link works"
          helperText="A hospital's link to the records a patient agreed to share stops working after this many days (or at once when the patient withdraws)"
          validate={[required(), minValue(RECORD_SHARE_DAYS.min), maxValue(RECORD_SHARE_DAYS.max), wholeNumber]}
        />
        <LastUpdated />
      </SimpleForm>
    </Edit>
  );
};

/** `/admin/settings` (the spec's path) opens the one record's form. */
export const SettingsRedirect = () => <Navigate to={`/settings/${SITE_SETTINGS_ID}`} replace />;
