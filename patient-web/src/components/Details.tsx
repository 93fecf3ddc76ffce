import type { ReactNode } from 'react';

// The lists of the detail pages (hospital, treatment, destination) and the dashboard. Apart from
// Lists.tsx, which the landing page's cards need (it is in the file every page loads).

/** A ticked list (features, benefits, highlights). */
export function Checks({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className="checks" aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** One term and its value in a `fact-list`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
