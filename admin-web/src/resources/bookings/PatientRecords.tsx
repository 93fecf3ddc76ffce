import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import { formatBytes, formatDate } from '../../common/format';
import { queryKeys } from '../../common/queries';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { recordDownloadUrl, type AdminDataProvider } from '../../dataProvider';
import type { StaffBookingView } from '@medtour/contracts';

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/gif': 'GIF image',
  'application/msword': 'Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
};

/** The patient's medical records (each listing and download is written to the audit log). */
export const PatientRecords = () => {
  const record = useRecordContext<StaffBookingView>();
  const bookingId = record?.id ?? '';
  const dataProvider = useDataProvider<AdminDataProvider>();
  // Loaded when the page opens (and on react-admin's refresh), not whenever the window regains
  // focus: every listing is an entry in the audit log.
  const { data: files, error } = useQuery({
    queryKey: queryKeys.bookingRecords(bookingId),
    queryFn: () => dataProvider.getBookingRecords(bookingId),
    enabled: !!bookingId,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (error) return <Alert severity="error">Failed to load the medical records.</Alert>;
  if (!files) return <Skeleton variant="rounded" height={60} />;
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        The patient has not uploaded any medical records.
      </Typography>
    );
  }
  return (
    // Two columns, the file's facts under its name: the table fits the page's narrow column at 1280 px
    // and on phones, and a long file name wraps instead of widening the page.
    <Table size="small" aria-label="Medical records" sx={{ tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          <TableCell>File</TableCell>
          <TableCell sx={{ width: 120 }}>
            <VisuallyHidden>Download</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {files.map((file) => (
          <TableRow key={file.id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {`${TYPE_NAMES[file.mimeType] ?? file.mimeType} · ${formatBytes(file.sizeBytes)} · ${formatDate(file.createdAt)}`}
              </Typography>
            </TableCell>
            <TableCell>
              <Button
                size="small"
                href={recordDownloadUrl(bookingId, file.id)}
                download={file.name}
                startIcon={<DownloadIcon />}
                aria-label={`Download ${file.name}`}
              >
                Download
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
