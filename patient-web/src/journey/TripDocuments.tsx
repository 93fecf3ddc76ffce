import type { TripDocumentKind } from '@medtour/contracts';
import { formatDay, formatFileSize } from '../format-more';
import { useLocale, useT } from '../i18n/messages';
import { tripDocumentHref } from '../trip-plan/paths';
import { useTrip } from './TripForms';

/** The plan's files of a kind (the visa letter, the discharge pack), each a download from the API. */
export function Documents({ kind, empty }: { kind: TripDocumentKind; empty: string }) {
  const t = useT();
  const locale = useLocale();
  const { plan } = useTrip();
  const documents = plan.documents.filter((document) => document.kind === kind);
  if (!documents.length) return <p className="muted">{empty}</p>;
  return (
    <ul className="records trip-documents">
      {documents.map((document) => (
        <li key={document.id} className="records__item">
          <div className="records__info">
            {/* The API's own address (same site, the session's cookie): the file comes as an attachment. */}
            <a href={tripDocumentHref(plan.bookingId, document.id)} download={document.name} className="records__name">
              {t('tripPlan.documents.download', { name: document.name })}
            </a>
            <span className="muted small">
              {formatFileSize(document.sizeBytes, t, locale)} · {formatDay(document.createdAt, locale)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
