import { useT } from '../i18n/messages';

// Apart from Rating.tsx, which the landing page's cards need (it is in the file every page loads).

/** Whole stars out of 5 (e.g. a destination's safety rating), read out as "4 out of 5". */
export function Stars({ value, label }: { value: number; label: string }) {
  const t = useT();
  const full = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className="stars">
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>
      <span className="sr-only">{t('common.outOfFive', { label, count: full })}</span>
    </span>
  );
}
