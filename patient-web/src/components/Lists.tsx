import type { ReactNode } from 'react';
import { useT } from '../i18n/messages';

/** A row of tags ("JCI", "Cardiology"…), `accent` for specialties; `more` adds a "+N more" tag. */
export function Tags({
  items,
  label,
  accent = false,
  more = 0,
}: {
  items: readonly string[];
  label?: string;
  accent?: boolean;
  more?: number;
}) {
  const t = useT();
  return (
    <ul className="tags" aria-label={label}>
      {items.map((item) => (
        <li key={item} className={accent ? 'tag tag--accent' : 'tag'}>
          {item}
        </li>
      ))}
      {more > 0 && <li className="tag tag--more">{t('common.card.more', { count: more })}</li>}
    </ul>
  );
}

/** A grid of plain cards, each a title and a short text (services, values, reasons…). */
export function CardGrid({
  items,
  columns,
  cardClassName = 'card',
}: {
  items: readonly { title: string; text: ReactNode }[];
  columns: number;
  cardClassName?: string;
}) {
  return (
    <ul className={`grid grid--${columns}`}>
      {items.map((item) => (
        <li key={item.title} className={cardClassName}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
