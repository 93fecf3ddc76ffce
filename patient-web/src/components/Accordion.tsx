import { useId, useState } from 'react';

export interface AccordionItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers with one answer open at a time (spec: FAQ accordion). Each question is a
 * button with `aria-expanded` / `aria-controls`; opening one closes the other. Without JavaScript
 * a `<noscript>` rule in index.html shows every answer, so nothing is out of reach.
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${id}-q${index}`;
        const panelId = `${id}-a${index}`;
        return (
          <div key={item.question} className="accordion__item">
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {item.question}
                <span className="accordion__icon" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
