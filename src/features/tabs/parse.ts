/**
 * `data-vc-tta-autoplay='{"delay":5000}'` (milliseconds). Anything else — missing, broken
 * JSON, a delay that is not a positive number — means no autoplay.
 */
import * as v from 'valibot';
import { MIN_AUTOPLAY_DELAY_MS } from './constants';

const AutoplaySchema = v.object({
  delay: v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.number(), v.check((delay) => Number.isFinite(delay) && delay >= 1)),
});

/** The autoplay delay in ms, or null for none. */
export function parseAutoplay(raw: string | null): number | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = v.safeParse(AutoplaySchema, json);
  if (!result.success) return null;
  return Math.max(MIN_AUTOPLAY_DELAY_MS, result.output.delay);
}
