import { DateInput, maxLength, required, SelectInput, TextInput } from 'react-admin';
import { amountProblem, OFFLINE_PAYMENT_LIMITS, OFFLINE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, QUOTE_LIMITS } from '@medtour/contracts';
import type { OfflinePaymentInput } from '../dataProvider';

const METHOD_CHOICES = OFFLINE_PAYMENT_METHODS.map((method) => ({ id: method, name: PAYMENT_METHOD_LABELS[method] }));
// As the API reads it (contracts' money kernel): "1,234.56", exactly, more than zero, at most the largest quote.
const validateAmount = [required(), (value: unknown) => amountProblem(value, 'usd', QUOTE_LIMITS.maxAmountUsd) ?? undefined];
const validateReference = maxLength(
  OFFLINE_PAYMENT_LIMITS.maxReferenceLength,
  `The reference must be at most ${OFFLINE_PAYMENT_LIMITS.maxReferenceLength} characters`,
);

/**
 * The record a payment form starts from: none. A react-admin `Form` otherwise takes the page's record
 * (the booking, the user) as its values, and the booking's `reference` would fill the payment's
 * Reference: a second instalment then carries the first one's reference and is refused as already
 * recorded (issue 52). The form's own `defaultValues` are all it starts with.
 */
export const NEW_PAYMENT = Object.freeze({}) as Record<string, never>;

/** The payment the form's values name: the amount as typed ("1,234.56": the API reads it exactly, as the form checked it), an empty reference or note none. */
export const offlinePaymentOf = (values: OfflinePaymentInput): OfflinePaymentInput => ({
  method: values.method,
  amountUsd: values.amountUsd,
  paidOn: values.paidOn,
  reference: values.reference || null,
  note: values.note || null,
});

/**
 * The fields of money received offline (a deposit, Premium): how, how much in USD, the day, the
 * reference and a note, checked here as the API checks them (its field errors show in the same places).
 */
export const OfflinePaymentInputs = () => (
  <>
    <SelectInput source="method" label="Paid by" choices={METHOD_CHOICES} validate={required()} />
    <TextInput source="amountUsd" label="Amount (USD)" helperText="e.g. 1,234.56" validate={validateAmount} />
    <DateInput source="paidOn" label="Paid on" validate={required()} />
    <TextInput source="reference" label="Reference" helperText="Transfer or receipt number" validate={validateReference} />
    <TextInput source="note" label="Note" multiline validate={maxLength(OFFLINE_PAYMENT_LIMITS.maxNoteLength)} fullWidth />
  </>
);
