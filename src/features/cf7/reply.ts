/**
 * The server's replies, parsed with valibot: the feedback reply (`POST …/feedback`) and the
 * refill reply (`GET …/refill`, also part of the feedback reply). A reply without a string
 * `status` is no result; every other part that does not fit is left out, not trusted.
 */
import * as v from 'valibot';

/** A string, or a number written out. */
export const Text = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

// A part missing or of another shape reads as its fallback (valibot's object gives a missing
// key its fallback too).
const InvalidField = v.object({ field: v.string(), message: v.fallback(Text, '') });

/** Field name → captcha image address, or → [quiz question, answer hash]. */
const Entries = v.fallback(v.record(v.string(), v.unknown()), {});

const RefillSchema = v.fallback(v.object({ captcha: Entries, quiz: Entries }), { captcha: {}, quiz: {} });

export interface Refill {
  captcha: Array<[name: string, url: string]>;
  quiz: Array<[name: string, question: string, hash: string]>;
}

const QuizPair = v.tuple([Text, Text]);

/** The refill parts of a reply (empty when it has none). */
export function parseRefill(input: unknown): Refill {
  const { captcha, quiz } = v.safeParse(RefillSchema, input).output as v.InferOutput<typeof RefillSchema>;
  return {
    captcha: Object.entries(captcha).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    quiz: Object.entries(quiz).flatMap(([name, pair]) => {
      const checked = v.safeParse(QuizPair, pair);
      return checked.success ? [[name, checked.output[0], checked.output[1]] as [string, string, string]] : [];
    }),
  };
}

const FeedbackSchema = v.object({
  status: v.string(),
  message: v.fallback(v.string(), ''),
  posted_data_hash: v.fallback(v.string(), ''),
  invalid_fields: v.fallback(v.array(v.unknown()), []),
});

export interface Feedback {
  status: string;
  message: string;
  postedDataHash: string;
  invalidFields: Array<{ field: string; message: string }>;
}

/** The feedback reply, or null when it holds no result. */
export function parseFeedback(input: unknown): Feedback | null {
  const parsed = v.safeParse(FeedbackSchema, input);
  if (!parsed.success) return null;
  const { status, message, posted_data_hash: postedDataHash, invalid_fields: fields } = parsed.output;
  const invalidFields = fields.flatMap((entry) => {
    const checked = v.safeParse(InvalidField, entry);
    return checked.success ? [checked.output] : [];
  });
  return { status, message, postedDataHash, invalidFields };
}
