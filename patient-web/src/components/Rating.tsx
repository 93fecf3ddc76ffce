import { formatRating } from '../format';
import { useT } from '../i18n/messages';

/** A hospital's rating out of 5, or "Not yet rated". */
export function Rating({ value }: { value: number | null }) {
  const t = useT();
  if (value === null) return <p className="muted">{t('common.card.notRated')}</p>;
  return (
    <p className="rating">
      <span aria-hidden="true">{'★ '}</span>
      {t('common.card.rating', { rating: formatRating(value) })}
    </p>
  );
}

/** The label of every fictional hospital of the demo seed: never presented as a real institution. */
export function DemoBadge({ isDemo }: { isDemo: boolean }) {
  const t = useT();
  return isDemo ? <span className="badge">{t('common.card.demo')}</span> : null;
}
