import { type ChangeEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../i18n/links';
import { ApiError } from '../api/client';
import { useErrorText, useHydrated } from '../account/forms';
import { toast } from '../components/Toaster';
import { RECORD_FILE_TYPES, RECORD_LIMITS, type RecordView } from '@medtour/contracts';
import { type MessageId, useLocale, useT, withElements } from '../i18n/messages';
import { recordDownloadHref, uploadWithProgress } from './api';
import { ConfirmRouteForm } from './controls';
import { RouteForm, type RouteFormState, useRouteForm } from '../forms/route-form';
import { formatDay, formatFileSize } from '../format-more';

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

/** What is wrong with a chosen file (the API's `RECORD_MESSAGES`, said in the page's language), or null. */
function checkFile(file: File): MessageId | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!EXTENSIONS.has(extension) || !MIME_TYPES.has(file.type)) return 'records.check.typeNotSupported';
  if (file.size > MAX_FILE_BYTES) return 'records.check.fileTooLarge';
  return null;
}

let nextKey = 1;

/** A stored record: its download, and its removal (after a confirmation; `removal`: the list's form). */
function StoredRecord({ record, removal }: { record: RecordView; removal: RouteFormState }) {
  const t = useT();
  const locale = useLocale();
  const nameId = `record-${record.id}`;
  return (
    <li className="records__item">
      <div className="records__info">
        <span id={nameId} className="records__name">
          {record.name}
        </span>
        <span className="muted small">
          {formatFileSize(record.sizeBytes, t, locale)} · {formatDay(record.createdAt, locale)}
        </span>
        <span className="records__status records__status--success">
          <span aria-hidden="true">{'✓ '}</span>
          {t('records.item.uploaded')}
        </span>
      </div>
      <div className="records__actions">
        <a className="btn btn--secondary btn--small" href={recordDownloadHref(record.id)} download={record.name} aria-describedby={nameId}>
          {t('records.item.download')}
        </a>
        <ConfirmRouteForm
          form={removal}
          fields={{ recordId: record.id }}
          label={t('records.remove.label')}
          describedById={nameId}
          question={t('records.remove.question', { name: record.name })}
          confirmLabel={t('records.remove.confirm')}
          cancelLabel={t('records.remove.keep')}
        />
      </div>
    </li>
  );
}

/**
 * The medical records card of the diagnosis step: pick files, each checked here (type, size,
 * count) and uploaded on its own with its progress, then listed (from the page's loader) with
 * download and remove. Without JavaScript the picker is a plain multipart form of its own route.
 */
export function MedicalRecords({ records }: { records: RecordView[] }) {
  const t = useT();
  const locale = useLocale();
  const errorText = useErrorText();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const upload = useRouteForm('/dashboard/records', {
    done: (r) => ({ title: t('records.toast.uploaded'), description: r.message }),
    failed: t('records.toast.uploadFailed'),
  });
  // Every record's removal: the list says the record is gone.
  const removal = useRouteForm('/dashboard/records/remove', {
    done: (r) => ({ title: t('records.toast.removed'), description: r.message }),
  });
  const fileSize = (bytes: number) => formatFileSize(bytes, t, locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const titleId = useId();
  const hintId = useId();

  const patch = (key: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file can be chosen again after a failure
    if (!files.length) return;
    const listed = records.length + uploads.filter((u) => u.status === 'uploading').length;
    if (listed + files.length > MAX_FILES) {
      toast({ title: t('records.toast.tooMany'), description: t('records.check.tooManyFiles'), variant: 'destructive' });
      return;
    }
    const accepted: { file: File; key: number }[] = [];
    for (const file of files) {
      const problem = checkFile(file);
      if (problem) toast({ title: t('records.toast.uploadError'), description: t(problem), variant: 'destructive' });
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
        const message = errorText(error, t('records.upload.failedFallback'));
        patch(key, { status: 'error', error: message });
        if (status === 401) {
          toast({ title: t('records.toast.signInTitle'), description: t('records.toast.signIn'), variant: 'destructive' });
        } else {
          toast({ title: t('records.toast.uploadFailed'), description: message, variant: 'destructive' });
        }
      }
    }
    // A failure's toast stays on screen; the uploaded files are marked in the list anyway.
    if (uploaded > 0 && failed === 0) {
      toast({ title: t('records.toast.uploaded'), description: t('records.toast.uploadedCount', { count: uploaded }) });
    }
  }

  const full = records.length + uploads.filter((u) => u.status === 'uploading').length >= MAX_FILES;
  const empty = records.length === 0 && uploads.length === 0;

  return (
    <section className="card journey-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="journey-card__title">
        {t('records.title')}
      </h2>
      <p className="muted">{t('records.intro')}</p>
      <p className="muted small">{withElements(t, 'records.privacy', { link: <Link to="/privacy">{t('records.privacyLink')}</Link> })}</p>
      <RouteForm form={upload} encType="multipart/form-data" className="field upload-picker">
        <label htmlFor="records-file">{t('records.picker.label')}</label>
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
          {t(full ? 'records.picker.full' : 'records.picker.hint', { max: MAX_FILES })}
        </p>
        {upload.result && !upload.result.ok && !hydrated && (
          <p className="field__error" role="alert">
            {upload.result.message}
          </p>
        )}
        {/* With JavaScript a chosen file is sent at once, with its progress. */}
        {!hydrated && (
          <button type="submit" className="btn btn--secondary btn--small" disabled={full}>
            {t('records.picker.upload')}
          </button>
        )}
      </RouteForm>

      {empty ? (
        <p className="muted">{t('records.empty')}</p>
      ) : (
        <ul className="records" aria-label={t('records.list.label')}>
          {records.map((record) => (
            <StoredRecord key={record.id} record={record} removal={removal} />
          ))}
          {uploads.map((upload) => {
            const nameId = `upload-${upload.key}`;
            return (
              <li key={upload.key} className="records__item">
                <div className="records__info">
                  <span id={nameId} className="records__name">
                    {upload.name}
                  </span>
                  <span className="muted small">{fileSize(upload.size)}</span>
                  {upload.status === 'uploading' ? (
                    <span className="records__progress">
                      <progress max={100} value={upload.progress} aria-label={t('records.upload.progress', { name: upload.name })} />
                      <span className="small" aria-hidden="true">
                        {percent.format(upload.progress / 100)}
                      </span>
                    </span>
                  ) : (
                    <span className="records__status records__status--error">
                      <span aria-hidden="true">{'✕ '}</span>
                      {t('records.upload.failed', { error: upload.error ?? '' })}
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
                      {t('records.upload.dismiss')}
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
