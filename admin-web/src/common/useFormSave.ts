import { useState } from 'react';
import { useNotify } from 'react-admin';
import { submitForm } from './format';

/** A fresh key for one save (`crypto.randomUUID` exists only on https and localhost). */
const newSaveKey = () => globalThis.crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface FormSaveOptions<V> {
  /** The API call that saves the form's values (`key`: the form's Idempotency-Key, for the calls that take one). */
  send: (values: V, key: string) => Promise<unknown>;
  /** The toasts when it is saved, and when it is refused without naming a field (the server's message comes first). */
  success: string;
  failure: string;
  /** After the success toast: reload what the save changed. */
  done?: () => void;
}

/**
 * A react-admin `Form`'s save through one of the API's own calls (`submitForm`): the field errors
 * of a refusal go to the form, else a toast; `saving` while the call is out (the form's save button
 * is disabled meanwhile).
 */
export function useFormSave<V>({ send, success, failure, done }: FormSaveOptions<V>, key = '') {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      return await submitForm(() => send(values as V, key), {
        notify,
        failure,
        done: () => {
          notify(success, { type: 'success' });
          done?.();
        },
      });
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}

/**
 * The form of a save that must happen once (money recorded offline): open with a fresh key, which
 * each submit sends as its Idempotency-Key, so that a double click or a retry after a lost answer
 * records once; closed (the key dropped) once saved or cancelled.
 */
export function useIdempotentSave<V>(options: FormSaveOptions<V>) {
  const [key, setKey] = useState<string | null>(null);
  const { save, saving } = useFormSave<V>(
    {
      ...options,
      done: () => {
        setKey(null);
        options.done?.();
      },
    },
    key ?? '',
  );
  return { open: key !== null, start: () => setKey(newSaveKey()), cancel: () => setKey(null), save, saving };
}
