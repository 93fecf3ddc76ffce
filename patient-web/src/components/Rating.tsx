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

/** The label of every fictional hospital of the demo seed: never presented as a real institution. */
export function DemoBadge({ isDemo }: { isDemo: boolean }) {
  return isDemo ? <span className="badge">Demo listing</span> : null;
}
