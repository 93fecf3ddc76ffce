import { formatRating } from '../format';

/** A hospital's rating out of 5, or "Not yet rated". */
export function Rating({ value }: { value: number | null }) {
  if (value === null) return <p className="muted">Not yet rated</p>;
  return (
    <p className="rating">
      <span aria-hidden="true">★ </span>
      {formatRating(value)} / 5
    </p>
  );
}

/** Whole stars out of 5 (e.g. a destination's safety rating), read out as "4 out of 5". */
export function Stars({ value, label }: { value: number; label: string }) {
  const full = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className="stars">
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>
      <span className="sr-only">{`${label}: ${full} out of 5`}</span>
    </span>
  );
}

/** The label of every fictional hospital of the demo seed: never presented as a real institution. */
export function DemoBadge({ isDemo }: { isDemo: boolean }) {
  return isDemo ? <span className="badge">Demo listing</span> : null;
}
