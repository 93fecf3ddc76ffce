import { type ChangeEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Form } from '../i18n/links';
import { ApiError } from '../api/client';
import { errorMessage, Intent, useFormAction, useHydrated } from '../account/forms';
import { toast } from '../components/Toaster';
import { RECORD_FILE_TYPES, RECORD_LIMITS, RECORD_MESSAGES, type RecordView, formatDate } from '@medtour/contracts';
import { recordDownloadHref, uploadWithProgress } from './api';
import { ConfirmForm, formatBytes } from './fields';

/** Spec §5 and §9: the accepted types (`RECORD_FILE_TYPES`), at most 5 files, 10 MB each. */
const EXTENSIONS = new Set<string>(RECORD_FILE_TYPES.flatMap((type) => type.extensions));
const ACCEPT = [...EXTENSIONS].map((extension) => `.${extension}`).join(',');
const MIME_TYPES = new Set<string>([
  ...RECORD_FILE_TYPES.map((type) => type.mimeType),
  // Some phones do not know the type of a document: its extension (and the server's check of its
  // content) decide.
  'application/octet-stream',
  '',
]);
const { maxFiles: MAX_FILES, maxBytes: MAX_FILE_BYTES } = RECORD_LIMITS;
const { typeNotSupported: TYPE_NOT_SUPPORTED, fileTooLarge: FILE_TOO_LARGE } = RECORD_MESSAGES;

/** A file being uploaded in this visit (the stored ones are `MedicalRecord`s). */
interface Upload {
  key: number;
  name: string;
  size: number;
  /** 0…100 */
  progress: number;
  status: 'uploading' | 'error';
  error?: string;
}

function checkFile(file: File): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!EXTENSIONS.has(extension) || !MIME_TYPES.has(file.type)) return TYPE_NOT_SUPPORTED;
  if (file.size > MAX_FILE_BYTES) return FILE_TOO_LARGE;
  return null;
}

let nextKey = 1;

/**
 * The medical records card of the diagnosis step: pick files, each checked here (type, size,
 * count) and uploaded on its own with its progress, then listed (from the page's loader) with
 * download and remove. Without JavaScript the picker is a plain multipart form of the page's action.
 */
export function MedicalRecords({ records }: { records: RecordView[] }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const upload = useFormAction('upload', {
    done: (r) => ({ title: 'Upload Successful', description: r.message }),
    failed: 'Upload Failed',
  });
  useFormAction('record-delete', { done: (r) => ({ title: 'Record Removed', description: r.message }) });
  const titleId = useId();
  const hintId = useId();

  const patch = (key: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file can be chosen again after a failure
    if (!files.length) return;
    const listed = records.length + uploads.filter((u) => u.status === 'uploading').length;
    if (listed + files.length > MAX_FILES) {
      toast({ title: 'Too Many Files', description: RECORD_MESSAGES.tooManyFiles, variant: 'destructive' });
      return;
    }
    const accepted: { file: File; key: number }[] = [];
    for (const file of files) {
      const problem = checkFile(file);
      if (problem) toast({ title: 'Upload Error', description: problem, variant: 'destructive' });
      else accepted.push({ file, key: nextKey++ });
    }
    if (!accepted.length) return;
    setUploads((list) => [
      ...list,
      ...accepted.map(({ file, key }) => ({ key, name: file.name, size: file.size, progress: 0, status: 'uploading' as const })),
    ]);

    // One after the other: on a slow connection each file gets the whole bandwidth.
    let uploaded = 0;
    let failed = 0;
    for (const { file, key } of accepted) {
      try {
        await uploadWithProgress(file, (fraction) => patch(key, { progress: Math.round(fraction * 100) })).promise;
        uploaded += 1;
        // The stored record comes from the page's data, asked again.
        await revalidator.revalidate();
        setUploads((list) => list.filter((u) => u.key !== key));
      } catch (error) {
        failed += 1;
        const status = error instanceof ApiError ? error.status : 0;
        const message = errorMessage(error, 'File upload failed. Please check the file and try again.');
        patch(key, { status: 'error', error: message });
        if (status === 401) {
          toast({ title: 'Authentication Required', description: 'Please sign in to upload medical records.', variant: 'destructive' });
        } else {
          toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
        }
      }
    }
    // A failure's toast stays on screen; the uploaded files are marked in the list anyway.
    if (uploaded > 0 && failed === 0) {
      toast({ title: 'Upload Successful', description: `${uploaded} file(s) uploaded successfully.` });
    }
  }

  const full = records.length + uploads.filter((u) => u.status === 'uploading').length >= MAX_FILES;
  const empty = records.length === 0 && uploads.length === 0;

  return (
    <section className="card journey-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="journey-card__title">
        Medical Records
      </h2>
      <p className="muted">
        Share reports, scans and prescriptions with your care team. They are encrypted and only you and your patient coordinators can open
        them.
      </p>
      <Form method="post" encType="multipart/form-data" className="field upload-picker">
        <Intent value="upload" />
        <label htmlFor="records-file">Choose files to upload</label>
        <input
          id="records-file"
          name="file"
          type="file"
          accept={ACCEPT}
          multiple
          onChange={hydrated ? choose : undefined}
          disabled={full}
          aria-describedby={hintId}
        />
        <p id={hintId} className="muted field__hint">
          {full
            ? `You have reached the maximum of ${MAX_FILES} files. Remove one to upload another.`
            : `PDF, DOC, DOCX, JPG, PNG or GIF, less than 10MB each, at most ${MAX_FILES} files.`}
        </p>
        {upload.result && !upload.result.ok && !hydrated && (
          <p className="field__error" role="alert">
            {upload.result.message}
          </p>
        )}
        {/* With JavaScript a chosen file is sent at once, with its progress. */}
        {!hydrated && (
          <button type="submit" className="btn btn--secondary btn--small" disabled={full}>
            Upload
          </button>
        )}
      </Form>

      {empty ? (
        <p className="muted">No files uploaded yet.</p>
      ) : (
        <ul className="records" aria-label="Your medical records">
          {records.map((record) => {
            const nameId = `record-${record.id}`;
            return (
              <li key={record.id} className="records__item">
                <div className="records__info">
                  <span id={nameId} className="records__name">
                    {record.name}
                  </span>
                  <span className="muted small">
                    {formatBytes(record.sizeBytes)} · {formatDate(record.createdAt)}
                  </span>
                  <span className="records__status records__status--success">
                    <span aria-hidden="true">✓ </span>Uploaded
                  </span>
                </div>
                <div className="records__actions">
                  <a
                    className="btn btn--secondary btn--small"
                    href={recordDownloadHref(record.id)}
                    download={record.name}
                    aria-describedby={nameId}
                  >
                    Download
                  </a>
                  <ConfirmForm
                    intent="record-delete"
                    fields={{ recordId: record.id }}
                    label="Remove"
                    describedById={nameId}
                    question={`Remove ${record.name}?`}
                    confirmLabel="Yes, remove"
                  />
                </div>
              </li>
            );
          })}
          {uploads.map((upload) => {
            const nameId = `upload-${upload.key}`;
            return (
              <li key={upload.key} className="records__item">
                <div className="records__info">
                  <span id={nameId} className="records__name">
                    {upload.name}
                  </span>
                  <span className="muted small">{formatBytes(upload.size)}</span>
                  {upload.status === 'uploading' ? (
                    <span className="records__progress">
                      <progress max={100} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
                      <span className="small" aria-hidden="true">
                        {upload.progress}%
                      </span>
                    </span>
                  ) : (
                    <span className="records__status records__status--error">
                      <span aria-hidden="true">✕ </span>Upload failed: {upload.error}
                    </span>
                  )}
                </div>
                {upload.status === 'error' && (
                  <div className="records__actions">
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      aria-describedby={nameId}
                      onClick={() => setUploads((list) => list.filter((u) => u.key !== upload.key))}
                    >
                      Remove from list
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
