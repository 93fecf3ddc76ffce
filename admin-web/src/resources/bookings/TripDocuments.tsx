import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { type StaffTripPlanView, TRIP_DOCUMENT_TYPES, type TripDocumentKind, type TripDocumentView } from '@medtour/contracts';
import { fieldErrors, formatBytes, formatDate, serverMessage } from '../../common/format';
import { VisuallyHidden, visuallyHiddenSx } from '../../common/VisuallyHidden';
import { tripDocumentUrl, type AdminDataProvider } from '../../dataProvider';
import { DOCUMENT_KIND_NAMES } from '../trips/words';

/** The files the API takes (it checks their content too). */
const ACCEPTED = TRIP_DOCUMENT_TYPES.join(',');

/** Why an upload was refused: the file's field error ("not a PDF, JPEG or PNG"), else the server's message. */
const uploadFailure = (error: unknown) => Object.values(fieldErrors(error))[0] ?? serverMessage(error, 'Failed to upload the file');

/**
 * A button that uploads the files chosen at once, as a visa letter or files of the discharge pack. The
 * file input is named by the button's text (role- and label-based tests set its files directly).
 */
export const TripUploadButton = ({
  bookingId,
  kind,
  label,
  multiple = false,
  onChanged,
}: {
  bookingId: string;
  kind: TripDocumentKind;
  label: string;
  multiple?: boolean;
  onChanged: (plan: StaffTripPlanView) => void;
}) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setPending(true);
    try {
      for (const file of files) onChanged(await dataProvider.uploadTripDocument(bookingId, kind, file));
      notify(files.length === 1 ? `${files[0]!.name} uploaded` : `${files.length} files uploaded`, { type: 'success' });
    } catch (error) {
      notify(uploadFailure(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Box>
      {/* A label, not a button: it names the file input, which takes the focus and the files (MUI's file upload pattern). */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={pending}
      >
        {label}
        <Box
          component="input"
          type="file"
          accept={ACCEPTED}
          multiple={multiple}
          disabled={pending}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void upload(event)}
          sx={visuallyHiddenSx}
        />
      </Button>
      {pending ? (
        <Typography component="span" variant="caption" role="status" sx={{ ml: 1 }}>
          Uploading…
        </Typography>
      ) : null}
    </Box>
  );
};

/** Deletes a document once confirmed. */
const DeleteDocument = ({
  bookingId,
  document,
  onChanged,
}: {
  bookingId: string;
  document: TripDocumentView;
  onChanged: (plan: StaffTripPlanView) => void;
}) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    try {
      onChanged(await dataProvider.deleteTripDocument(bookingId, document.id));
      notify(`${document.name} deleted`, { type: 'success' });
    } catch (error) {
      notify(serverMessage(error, 'Failed to delete the document'), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} aria-label={`Delete ${document.name}`}>
        Delete
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`Delete ${document.name}?`}
        content="The patient no longer sees it in their trip plan."
        confirm="Delete"
        cancel="Cancel"
        onConfirm={() => void remove()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** The visa letter and the discharge pack files: downloads, and deletes of a file sent by mistake. */
export const TripDocuments = ({ plan, onChanged }: { plan: StaffTripPlanView; onChanged: (plan: StaffTripPlanView) => void }) =>
  plan.documents.length ? (
    <Table size="small" aria-label="Trip documents" sx={{ tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          <TableCell>File</TableCell>
          <TableCell sx={{ width: 220 }}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plan.documents.map((document) => (
          <TableRow key={document.id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {document.name}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {`${DOCUMENT_KIND_NAMES[document.kind]} · ${formatBytes(document.sizeBytes)} · ${formatDate(document.createdAt)}`}
              </Typography>
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  href={tripDocumentUrl(plan.bookingId, document.id)}
                  download={document.name}
                  startIcon={<DownloadIcon />}
                  aria-label={`Download ${document.name}`}
                >
                  Download
                </Button>
                <DeleteDocument bookingId={plan.bookingId} document={document} onChanged={onChanged} />
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ) : (
    <Typography variant="body2" color="text.secondary">
      No visa letter or discharge pack uploaded yet.
    </Typography>
  );
