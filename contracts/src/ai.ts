import type { Locale } from './locales.js';

/*
 * The AI health assistant and AI treatment matching (spec §2, §3, §4, §7; real-product "AI"): what
 * the API answers and the limits both sides know. Educational information only: every reply is shown
 * with AI_DISCLAIMER.
 */

/** Shown under every reply and in the chat's footer (spec §2). */
export const AI_DISCLAIMER = 'Educational information only • Not medical advice';

/**
 * The disclaimer in each language of the site (issue 27): the API ends every chat reply with the one of the
 * request's language (`AiChatDto.language`, English when absent). The same texts as the site's catalogues.
 */
export const AI_DISCLAIMERS: Record<Locale, string> = {
  en: AI_DISCLAIMER,
  fr: 'Information à visée éducative uniquement • Ne constitue pas un avis médical',
  ar: 'معلومات تثقيفية فقط • ليست استشارة طبية',
  sw: 'Taarifa za kielimu tu • Si ushauri wa kitabibu',
};

/** Longest message a patient can send, in characters (after trimming). */
export const AI_MESSAGE_MAX_LENGTH = 2000;

/**
 * Messages per user (spec: per-user limits, answered with the rate-limit text): a burst guard per
 * minute and a daily allowance. Counted by the API.
 */
export const AI_CHAT_LIMITS = {
  perMinute: { name: 'ai-chat-minute', limit: 10, windowMs: 60_000 },
  perDay: { name: 'ai-chat-day', limit: 200, windowMs: 86_400_000 },
} as const;

/** Which engine answered: the configured OpenAI-compatible model, or the built-in one (our content, search + rules). */
export const AI_ENGINES = ['model', 'built-in'] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

/**
 * What a reply is: an answer, the fixed emergency reply, a refusal (diagnosis, dose, prescription),
 * or the fallback when the engines failed.
 */
export const AI_REPLY_KINDS = ['answer', 'emergency', 'refusal', 'fallback'] as const;
export type AiReplyKind = (typeof AI_REPLY_KINDS)[number];

/** A page of our site an answer was grounded in. */
export interface AiSource {
  title: string;
  /** A path on this site, e.g. /treatments/hip-replacement. */
  url: string;
}

export const AI_MESSAGE_ROLES = ['user', 'assistant'] as const;
export type AiMessageRole = (typeof AI_MESSAGE_ROLES)[number];

/** One chat message (spec §3: role, content, timestamp). */
export interface AiChatMessage {
  id: string;
  role: AiMessageRole;
  content: string;
  createdAt: string;
  /** Assistant messages only. */
  kind: AiReplyKind | null;
  engine: AiEngine | null;
  sources: AiSource[];
}

/** A stored conversation in the patient's list. */
export interface AiConversationSummary {
  id: string;
  /** The start of the first question. */
  title: string;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface AiConversation extends AiConversationSummary {
  messages: AiChatMessage[];
}

/**
 * The streamed answer of `POST /api/ai/chat` (`Accept: application/x-ndjson`), one JSON object per
 * line: `start` (the conversation, new or continued, and the stored question), then `delta`s of the
 * reply's text as it is produced, then `done` with the stored reply. Without that Accept header the
 * same request answers `AiChatAnswer` as one JSON document once the reply is complete.
 */
export type AiChatEvent =
  | { type: 'start'; conversationId: string; question: AiChatMessage }
  | { type: 'delta'; text: string }
  | { type: 'done'; reply: AiChatMessage };

export interface AiChatAnswer {
  conversationId: string;
  question: AiChatMessage;
  reply: AiChatMessage;
}

export const AI_CHAT_STREAM_TYPE = 'application/x-ndjson';

/** Spec §2/§8 texts of AI Treatment Matching. */
export const AI_MATCHING_TEXTS = {
  submit: 'Get AI Recommendations',
  busy: 'Analyzing...',
  success: { title: 'AI Recommendations Generated', description: "We've found personalized treatment recommendations for you." },
  failed: 'Failed to get AI recommendations. Please try again.',
} as const;

/** At most this many conditions, of at most 100 characters each; preferences and budget at most 500. */
export const AI_MATCHING_LIMITS = { maxConditions: 10, maxConditionLength: 100, maxTextLength: 500, maxResults: 5 } as const;

/** Spec §5: the conditions field is split on commas (an Arabic keyboard's `،` too), trimmed, empties dropped. */
export const splitConditions = (text: string): string[] =>
  text
    .split(/[,،]/)
    .map((c) => c.trim())
    .filter(Boolean);

/** One part of a match score: what was weighed, the points it gave out of its maximum. */
export interface AiScoreFactor {
  label: string;
  points: number;
  max: number;
}

/** Spec §3 AI recommendation result, per treatment: a real catalogue row, scored by our code. */
export interface AiTreatmentRecommendation {
  treatmentId: string;
  treatmentName: string;
  /** /treatments/<slug>. */
  url: string;
  /** 0–100, the sum of `factors`' points. */
  matchScore: number;
  factors: AiScoreFactor[];
  /** 'Why this matches'. */
  reasoning: string[];
  considerations: string[];
  minCostUsd: number | null;
  maxCostUsd: number | null;
  /** Partner hospitals offering it (in the preferred destinations when any match), best fit first. */
  hospitals: { name: string; slug: string; country: string }[];
}

/**
 * What the chat's safety rules found in the conditions or preferences before anything was matched (issue 29): an
 * emergency ("Crushing chest pain right now") or self-harm gets the fixed guidance, in the request's language, and
 * no recommendations.
 */
export interface AiMatchingSafety {
  kind: 'emergency' | 'self-harm';
  /** The guidance as the chat gives it: paragraphs separated by blank lines, numbers as "- Country: number" lines. */
  text: string;
}

export interface AiMatchingResult {
  summary: string;
  recommendations: AiTreatmentRecommendation[];
  nextSteps: string[];
  /** The engine that wrote the explanations (scores are always ours). */
  engine: AiEngine;
  /**
   * Set when the conditions describe an emergency or self-harm: the guidance, shown first. Recommendations are empty
   * for self-harm and when the conditions name no treatment; an emergency beside a treatment named ("chest tightness
   * walking uphill, blocked arteries") keeps them below the guidance (issue 50: a false alarm must not cost the answer).
   */
  safety: AiMatchingSafety | null;
}

/** The back office's AI settings page: what runs, read from the configuration. */
export interface AiSettingsView {
  engine: AiEngine;
  model: string | null;
  /** The model server's host, never its key. */
  modelHost: string | null;
  timeoutMs: number;
  limits: { perMinute: number; perDay: number; maxMessageLength: number };
  passages: number;
  indexedAt: string | null;
}

/** A synonym staff maintain: a lay or foreign term for one of our treatments or specialties. */
export const AI_SYNONYM_LANGUAGES = ['en', 'fr', 'ar', 'sw'] as const;
export type AiSynonymLanguage = (typeof AI_SYNONYM_LANGUAGES)[number];

export interface AiSynonymRecord {
  id: string;
  term: string;
  language: AiSynonymLanguage;
  treatmentId: string | null;
  specializationId: string | null;
  updatedAt: string;
}

/** Whether staff checked a safety number works, when, and where it comes from (issue 50: the back office shows it). */
export interface Verification {
  /** YYYY-MM-DD; null: not verified. */
  verifiedOn: string | null;
  source: string | null;
}

export interface EmergencyNumberRecord extends Verification {
  id: string;
  country: string;
  number: string;
  /** e.g. "Ambulance and fire". */
  notes: string | null;
  updatedAt: string;
}

/**
 * A crisis line's number as staff type it (issue 29): digits, an optional "+" first (mobile numbers are often given
 * with their country code), and spaces, "/", "," or "-" between them; at most CRISIS_LINE_NUMBER_MAX_LENGTH characters.
 */
export const CRISIS_LINE_NUMBER_PATTERN = /^\+?[0-9][0-9 /,-]*$/;
export const CRISIS_LINE_NUMBER_MAX_LENGTH = 40;
export const CRISIS_LINE_NUMBER_MESSAGE = 'Number must be digits, with "+" allowed first (spaces, "/", "," and "-" allowed)';

/** A crisis line staff keep for the assistant's self-harm reply: a service people can call, in one country. */
export interface CrisisLineRecord extends Verification {
  id: string;
  country: string;
  /** The service's name, e.g. "Befrienders KL". */
  name: string;
  number: string;
  /** e.g. "24 hours; English and Malay". */
  notes: string | null;
  updatedAt: string;
}

/** Conversation metadata for admins: counts only, never the text. */
export interface AiConversationRecord {
  id: string;
  userId: string;
  userEmail: string;
  messageCount: number;
  emergencyHits: number;
  refusals: number;
  createdAt: string;
  updatedAt: string;
}
