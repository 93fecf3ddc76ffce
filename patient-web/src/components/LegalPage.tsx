import { PageIntro } from './PageIntro';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

/** A legal text (privacy policy, terms): numbered sections under the page title. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageIntro title={title}>
        <p className="page-intro__lead">{intro}</p>
        <p>Last updated: {updated}</p>
      </PageIntro>
      <section className="section" aria-label={title}>
        <div className="container container--narrow prose">
          {sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`legal-${index}`}>
              <h2 id={`legal-${index}`}>{`${index + 1}. ${section.title}`}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
