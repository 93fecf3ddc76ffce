import { DateInput, maxLength, maxValue, minValue, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { OFFLINE_PAYMENT_LIMITS, OFFLINE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, QUOTE_LIMITS } from '@medtour/contracts';

const METHOD_CHOICES = OFFLINE_PAYMENT_METHODS.map((method) => ({ id: method, name: PAYMENT_METHOD_LABELS[method] }));
const validateAmount = [required(), minValue(0.01, 'Amount must be more than zero'), maxValue(QUOTE_LIMITS.maxAmountUsd)];
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

/** Today (UTC), the day an offline payment defaults to. */
export const today = () => new Date().toISOString().slice(0, 10);

/** A fresh key for one save (`crypto.randomUUID` exists only on https and localhost). */
export const newSaveKey = () => globalThis.crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The fields of money received offline (a deposit, Premium): how, how much in USD, the day, the
 * reference and a note, checked here as the API checks them (its field errors show in the same places).
 */
export const OfflinePaymentInputs = () => (
  <>
    <SelectInput source="method" label="Paid by" choices={METHOD_CHOICES} validate={required()} />
    <NumberInput source="amountUsd" label="Amount (USD)" validate={validateAmount} />
    <DateInput source="paidOn" label="Paid on" validate={required()} />
    <TextInput source="reference" label="Reference" helperText="Transfer or receipt number" validate={validateReference} />
    <TextInput source="note" label="Note" multiline validate={maxLength(OFFLINE_PAYMENT_LIMITS.maxNoteLength)} fullWidth />
  </>
);
