import { Form, Link } from '../i18n/links';
import {
  AI_DISCLAIMER,
  AI_MATCHING_LIMITS,
  AI_MATCHING_TEXTS,
  type AiMatchingResult,
  type AiTreatmentRecommendation,
} from '@medtour/contracts';
import { FormError, Intent, NoScriptNotice, TextField, useFormAction } from '../account/forms';
import { formatCostRange } from '../format';
import { hospitalHref } from '../site';
import { TextAreaField } from './fields';

/*
 * AI Treatment Matching (spec §2 form, §3 result), the first Premium tool: conditions, preferences
 * and budget posted to the journey's action, which answers the API's result (the page shows it, with
 * or without JavaScript). Scores are computed by the API from the catalogue; each is explained.
 */

const INTENT = 'ai-matching';

type MatchingAnswer = { result: AiMatchingResult; values: Record<string, string> };

/** A list under a small heading (reasons, considerations, score parts), when it has entries. */
function Points({ title, items, id, ticked = false }: { title: string; items: string[]; id: string; ticked?: boolean }) {
  if (!items.length) return null;
  return (
    <div className="ai-rec__points">
      <h6 id={id}>{title}</h6>
      <ul className={ticked ? 'checks' : 'ai-rec__list'} aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function RecommendationCard({ rec, rank }: { rec: AiTreatmentRecommendation; rank: number }) {
  const titleId = `ai-rec-${rank}`;
  const cost = formatCostRange(rec.minCostUsd, rec.maxCostUsd);
  return (
    <li>
      <article className="card ai-rec" aria-labelledby={titleId}>
        <div className="ai-rec__head">
          <h5 id={titleId} className="ai-rec__title">
            <Link to={rec.url}>{rec.treatmentName}</Link>
          </h5>
          <p className="ai-rec__score">{`Match score: ${rec.matchScore}%`}</p>
        </div>
        <div
          className="ai-rec__meter"
          role="meter"
          aria-label={`Match score for ${rec.treatmentName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rec.matchScore}
          aria-valuetext={`${rec.matchScore}%`}
        >
          <span style={{ width: `${Math.min(100, Math.max(0, rec.matchScore))}%` }} />
        </div>
        <Points title="Why this matches" items={rec.reasoning} id={`${titleId}-why`} ticked />
        <Points title="Considerations" items={rec.considerations} id={`${titleId}-considerations`} />
        <Points
          title="How the score is made"
          items={rec.factors.map((f) => `${f.label}: ${f.points} of ${f.max} points`)}
          id={`${titleId}-factors`}
        />
        <dl className="rec-facts ai-rec__facts">
          {cost && (
            <div>
              <dt>Estimated cost</dt>
              <dd>{cost}</dd>
            </div>
          )}
          {rec.hospitals.length > 0 && (
            <div>
              <dt>Partner hospitals</dt>
              <dd>
                {rec.hospitals.map((h, i) => (
                  <span key={h.slug}>
                    {i > 0 && ', '}
                    <Link to={hospitalHref(h.slug)}>{h.name}</Link>
                    {` (${h.country})`}
                  </span>
                ))}
              </dd>
            </div>
          )}
        </dl>
      </article>
    </li>
  );
}

function MatchingResult({ result }: { result: AiMatchingResult }) {
  return (
    <section className="ai-result" aria-labelledby="ai-summary-title">
      <h4 id="ai-summary-title">AI Analysis Summary</h4>
      <p>{result.summary}</p>
      {result.recommendations.length > 0 && (
        <ol className="ai-result__list" aria-label="Recommended treatments">
          {result.recommendations.map((rec, index) => (
            <RecommendationCard key={rec.treatmentId} rec={rec} rank={index + 1} />
          ))}
        </ol>
      )}
      {result.nextSteps.length > 0 && (
        <>
          <h4 id="ai-next-steps">Next Steps</h4>
          <ol className="ai-result__steps" aria-labelledby="ai-next-steps">
            {result.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
      <p className="muted small">{AI_DISCLAIMER}</p>
    </section>
  );
}

/** The form and, once the action answered, its result (spec §8 toasts with JavaScript, text without). */
export function AiMatching() {
  const { result, errors, busy } = useFormAction<MatchingAnswer>(INTENT, { done: () => AI_MATCHING_TEXTS.success });
  const values = result?.values ?? {};
  const matched = result?.ok ? result.result : undefined;
  return (
    <div className="ai-matching">
      <p className="muted">
        Treatments from our catalogue scored against your conditions, budget and preferences; each score is explained.
      </p>
      <Form method="post" preventScrollReset className="ai-matching__form">
        <Intent value={INTENT} />
        <TextField
          label="Medical Conditions (comma-separated)"
          name="medicalConditions"
          type="text"
          idPrefix="ai"
          required
          placeholder="e.g. knee pain, osteoarthritis"
          defaultValue={values.medicalConditions}
          error={errors.medicalConditions}
        />
        <TextAreaField
          label="Preferences & Requirements"
          name="preferences"
          idPrefix="ai"
          placeholder="e.g. Malaysia or Thailand, English-speaking doctors, short recovery"
          defaultValue={values.preferences}
          maxLength={AI_MATCHING_LIMITS.maxTextLength}
          error={errors.preferences}
        />
        <TextField
          label="Budget Range"
          name="budget"
          type="text"
          idPrefix="ai"
          placeholder="e.g. $5,000 - $15,000"
          defaultValue={values.budget}
          maxLength={AI_MATCHING_LIMITS.maxTextLength}
          error={errors.budget}
        />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? AI_MATCHING_TEXTS.busy : AI_MATCHING_TEXTS.submit}
        </button>
      </Form>
      <FormError result={result} />
      <NoScriptNotice toast={matched ? AI_MATCHING_TEXTS.success : undefined} />
      {matched && <MatchingResult result={matched} />}
    </div>
  );
}
