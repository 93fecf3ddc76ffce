import { CallToAction, PageIntro } from '../components/PageIntro';
import { routeMeta } from '../seo';
import { SITE_NAME } from '../site';
import { CardGrid } from '../components/Lists';

export const meta = routeMeta(() => ({
  title: 'About Us',
  description: `Our story, mission and vision: ${SITE_NAME} helps patients from Africa and Asia reach safe, affordable treatment in Malaysia and ASEAN.`,
}));

/** The four values of spec §2 "/about". */
const VALUES = [
  {
    title: 'Integrity',
    text: 'Clear information and honest estimates. We tell you what a treatment involves, what it costs and what it cannot do.',
  },
  {
    title: 'Compassion',
    text: 'Travelling for treatment is hard. We listen, answer in your language and stay with you from the first message to your recovery.',
  },
  {
    title: 'Excellence',
    text: 'We work with internationally accredited hospitals and experienced specialists, and we keep checking the care our patients receive.',
  },
  {
    title: 'Safety',
    text: 'A specialist reviews your records before you travel, your data is protected, and aftercare continues when you are back home.',
  },
] as const;

/** Story, mission, vision and values. */
export default function Component() {
  return (
    <>
      <PageIntro title={`About ${SITE_NAME}`}>
        <p className="page-intro__lead">
          We help patients from Africa and Asia reach safe, affordable, world-class treatment in Malaysia and the wider ASEAN region.
        </p>
      </PageIntro>

      <section className="section" aria-labelledby="story-title">
        <div className="container container--narrow prose">
          <h2 id="story-title">Our Story</h2>
          <p>
            Too many patients wait months for surgery at home, or are quoted prices they can never pay. At the same time, hospitals in
            Malaysia and across ASEAN offer internationally accredited care at a fraction of the cost. What patients lack is a trusted
            guide: someone to explain the options, find the right specialist, and organise the visa, the travel and the stay.
          </p>
          <p>
            {SITE_NAME} was started to be that guide. Our coordinators answer every request within 24 hours, arrange a free consultation
            within 2-3 business days, and stay in touch long after treatment, when patients are back home.
          </p>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="mission-title">
        <div className="container grid grid--2 grid--flat">
          <div className="card card--plain">
            <h2 id="mission-title">Our Mission</h2>
            <p>
              To make safe, high-quality treatment affordable and reachable for every patient, with honest information, free planning and
              support at every step of the journey.
            </p>
          </div>
          <div className="card card--plain">
            <h2>Our Vision</h2>
            <p>
              A world where where you live does not decide whether you get the treatment you need, and where travelling for care is simple,
              safe and well supported.
            </p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="values-title">
        <div className="container">
          <h2 id="values-title">Our Values</h2>
          <CardGrid items={VALUES} columns={4} />
        </div>
      </section>

      <CallToAction
        title="Start your journey with us"
        text="Your initial consultation and planning are free: you pay only for your treatment."
        primary={{ label: 'Start Your Journey' }}
        secondary={{ label: 'Contact Us', to: '/contact' }}
      />
    </>
  );
}
