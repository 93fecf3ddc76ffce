import { Link } from '../i18n/links';
import { AI_MATCHING_LIMITS, type AiMatchingResult, type AiMatchingSafety, type AiTreatmentRecommendation } from '@medtour/contracts';
import { FormError, NoScriptNotice, TextField } from '../account/forms';
import { RouteForm, useRouteForm } from '../forms/route-form';
import { formatCostRange } from '../format';
import { useLocale, useT, withElements } from '../i18n/messages';
import { hospitalHref } from '../site';
import { formatPercent, TextAreaField } from './fields';
import { useMoney } from '../money';
import { aiMatchingSchema } from './schemas';

/*
 * AI Treatment Matching (spec §2 form, §3 result), the first Premium tool: conditions, preferences
 * and budget posted to its route, which answers the API's result (the page shows it, with or without
 * JavaScript). Scores are computed by the API from the catalogue; each is explained.
 */

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
  const t = useT();
  const locale = useLocale();
  const titleId = `ai-rec-${rank}`;
  const cost = useMoney().range(rec.minCostUsd, rec.maxCostUsd);
  const score = formatPercent(rec.matchScore, locale);
  return (
    <li>
      <article className="card ai-rec" aria-labelledby={titleId}>
        <div className="ai-rec__head">
          <h5 id={titleId} className="ai-rec__title">
            <Link to={rec.url}>{rec.treatmentName}</Link>
          </h5>
          <p className="ai-rec__score">{t('journey.ai.score', { score })}</p>
        </div>
        <div
          className="ai-rec__meter"
          role="meter"
          aria-label={t('journey.ai.scoreFor', { treatment: rec.treatmentName })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rec.matchScore}
          aria-valuetext={score}
        >
          <span style={{ width: `${Math.min(100, Math.max(0, rec.matchScore))}%` }} />
        </div>
        <Points title={t('journey.ai.why')} items={rec.reasoning} id={`${titleId}-why`} ticked />
        <Points title={t('journey.ai.considerations')} items={rec.considerations} id={`${titleId}-considerations`} />
        <Points
          title={t('journey.ai.factors')}
          items={rec.factors.map((f) => t('journey.ai.factor', { label: f.label, points: f.points, max: f.max }))}
          id={`${titleId}-factors`}
        />
        <dl className="rec-facts ai-rec__facts">
          {cost && (
            <div>
              <dt>{t('journey.ai.cost')}</dt>
              <dd>{cost}</dd>
            </div>
          )}
          {rec.hospitals.length > 0 && (
            <div>
              <dt>{t('journey.ai.hospitals')}</dt>
              <dd>
                {rec.hospitals.map((h, i) => (
                  <span key={h.slug}>
                    {i > 0 && t('journey.list.separator')}
                    {withElements(t, 'journey.ai.hospital', {
                      hospital: <Link to={hospitalHref(h.slug)}>{h.name}</Link>,
                      country: h.country,
                    })}
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

/**
 * The chat's guidance when the conditions describe an emergency or self-harm (issues 29 and 50): read first (an alert),
 * its paragraphs and its list of numbers as the API wrote them, in the page's language — above the recommendations when
 * the conditions also name treatments (a false alarm costs the patient nothing but a paragraph to read).
 */
function SafetyGuidance({ safety }: { safety: AiMatchingSafety }) {
  const t = useT();
  const blocks = safety.text.split(/\n{2,}/);
  return (
    <section className="notice notice--error ai-safety" role="alert" aria-labelledby="ai-safety-title">
      <h4 id="ai-safety-title">{safety.kind === 'emergency' ? t('journey.ai.safety.emergency') : t('journey.ai.safety.selfHarm')}</h4>
      {blocks.map((block, i) => {
        const [first, ...rest] = block.split('\n');
        // A list of numbers: its heading line, then "- Country: number" lines.
        const items = rest.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
        return items.length ? (
          <div key={i}>
            <p>{first}</p>
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p key={i}>{block}</p>
        );
      })}
    </section>
  );
}

function MatchingResult({ result }: { result: AiMatchingResult }) {
  if (result.safety && !result.recommendations.length) return <SafetyGuidance safety={result.safety} />;
  return (
    <>
      {result.safety && <SafetyGuidance safety={result.safety} />}
      <Recommended result={result} />
    </>
  );
}

function Recommended({ result }: { result: AiMatchingResult }) {
  const t = useT();
  return (
    <section className="ai-result" aria-labelledby="ai-summary-title">
      <h4 id="ai-summary-title">{t('journey.ai.summary')}</h4>
      <p>{result.summary}</p>
      {result.recommendations.length > 0 && (
        <ol className="ai-result__list" aria-label={t('journey.ai.recommended')}>
          {result.recommendations.map((rec, index) => (
            <RecommendationCard key={rec.treatmentId} rec={rec} rank={index + 1} />
          ))}
        </ol>
      )}
      {result.nextSteps.length > 0 && (
        <>
          <h4 id="ai-next-steps">{t('journey.ai.nextSteps')}</h4>
          <ol className="ai-result__steps" aria-labelledby="ai-next-steps">
            {result.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
      <p className="muted small">{t('journey.ai.disclaimer')}</p>
    </section>
  );
}

/** The form and, once the action answered, its result (spec §8 toasts with JavaScript, text without). */
export function AiMatching() {
  const t = useT();
  const locale = useLocale();
  const success = { title: t('journey.ai.success.title'), description: t('journey.ai.success.description') };
  // Safety guidance is no "recommendations generated": no toast, the guidance is the answer.
  const form = useRouteForm<MatchingAnswer>('/dashboard/premium/matching', {
    schema: aiMatchingSchema,
    done: (answer) => (answer.result?.safety && !answer.result.recommendations.length ? undefined : success),
  });
  const { result, errors, busy } = form;
  const values = result?.values ?? {};
  const matched = result?.ok ? result.result : undefined;
  return (
    <div className="ai-matching">
      <p className="muted">{t('journey.ai.intro')}</p>
      <RouteForm form={form} className="ai-matching__form">
        <TextField
          label={t('journey.ai.conditions.label')}
          name="medicalConditions"
          type="text"
          idPrefix="ai"
          required
          placeholder={t('journey.ai.conditions.placeholder')}
          defaultValue={values.medicalConditions}
          error={errors.medicalConditions}
        />
        <TextAreaField
          label={t('journey.ai.preferences.label')}
          name="preferences"
          idPrefix="ai"
          placeholder={t('journey.ai.preferences.placeholder')}
          defaultValue={values.preferences}
          maxLength={AI_MATCHING_LIMITS.maxTextLength}
          error={errors.preferences}
        />
        <TextField
          label={t('journey.ai.budget.label')}
          name="budget"
          type="text"
          idPrefix="ai"
          placeholder={t('journey.ai.budget.placeholder', { example: formatCostRange(t, locale, 5_000, 15_000, null)! })}
          defaultValue={values.budget}
          maxLength={AI_MATCHING_LIMITS.maxTextLength}
          error={errors.budget}
        />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('journey.ai.busy') : t('journey.ai.submit')}
        </button>
      </RouteForm>
      <FormError result={result} />
      <NoScriptNotice toast={matched && !matched.safety ? success : undefined} />
      {matched && <MatchingResult result={matched} />}
    </div>
  );
}
