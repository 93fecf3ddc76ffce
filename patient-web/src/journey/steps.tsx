import type { ReactNode } from 'react';
import { useT } from '../i18n/messages';
import { AddressButton } from './controls';

/** The journey's steps (spec §2), in the address (`?step=`). */
export type Step = 'welcome' | 'diagnosis' | 'results';

const STEPS: Step[] = ['welcome', 'diagnosis', 'results'];

/** The journey's steps: those behind the current one are ticked, the assessment only once there is one ("Get Quote" skips it). */
export function StepIndicator({ step, assessed }: { step: Step; assessed: boolean }) {
  const t = useT();
  const current = STEPS.indexOf(step);
  return (
    <div className="journey-steps">
      <ol className="container" aria-label={t('journey.steps.label')}>
        {STEPS.map((s, index) => {
          const done = index < current && (s !== 'diagnosis' || assessed);
          return (
            <li
              key={s}
              className={done ? 'is-done' : index === current ? 'is-current' : undefined}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="journey-steps__number" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              {t(`journey.steps.${s}`)}
              {done && <span className="sr-only">{` ${t('journey.steps.done')}`}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A button that goes to another step of the journey (a link in the address: `?step=`). */
export const StepButton = ({ step, className, children }: { step: Step; className: string; children: ReactNode }) => (
  <AddressButton set={{ step }} className={className}>
    {children}
  </AddressButton>
);
