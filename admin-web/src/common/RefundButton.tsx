import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactElement, useId, useState } from 'react';
import { Button, Form, maxLength, required, TextInput, useNotify, useRefresh } from 'react-admin';
import { fieldErrors, serverMessage } from './format';

// The API's own message (RefundDto), so that the field reads the same whichever side refuses it.
const validateReason = [required('Please give the reason for the refund'), maxLength(500)];
// The dialog's form starts empty (not from the subscription in context).
const NO_REASON = { reason: '' };

/**
 * A refund, confirmed in a dialog with its reason (the API requires one and keeps it in the ledger
 * and the audit log). A refund the API refuses (409: too late, already refunded) says why and
 * reloads the record. Another money decision that needs a reason (keeping a deposit) takes its own
 * label, icon and colour.
 */
export const RefundButton = ({
  title,
  text,
  success,
  refund: send,
  label = 'Refund',
  icon = <CurrencyExchangeIcon />,
  color = 'error',
  failure = 'Failed to refund the payment',
}: {
  title: string;
  text: string;
  success: string;
  refund: (reason: string) => Promise<unknown>;
  label?: string;
  icon?: ReactElement;
  color?: 'error' | 'primary';
  failure?: string;
}) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const textId = useId();

  const refund = async (values: Record<string, unknown>) => {
    setPending(true);
    try {
      await send(String(values.reason ?? ''));
      notify(success, { type: 'success' });
      setOpen(false);
      refresh();
      return undefined;
    } catch (error) {
      const errors = fieldErrors(error);
      if (Object.keys(errors).length) return errors;
      notify(serverMessage(error, failure), { type: 'error' });
      setOpen(false);
      refresh(); // e.g. 409: another admin refunded it, or the guarantee ended
      return undefined;
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="contained" color={color} label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Dialog
        open={open}
        onClose={() => !pending && setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
        maxWidth="sm"
        fullWidth
      >
        <Form record={NO_REASON} onSubmit={refund} sanitizeEmptyValues={false}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {text}
            </DialogContentText>
            <TextInput source="reason" label="Reason" multiline minRows={2} fullWidth validate={validateReason} autoFocus />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <MuiButton onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </MuiButton>
            {/* A plain submit button: enabled while the reason is still empty, so that saying why is asked for. */}
            <MuiButton type="submit" variant="contained" color={color} startIcon={icon} loading={pending}>
              {label}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
