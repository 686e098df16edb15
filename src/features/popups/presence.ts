/**
 * Whether the page has Boxzilla's boxes. Shared by the main script (which loads the popups pack
 * only then) and the pack itself. Boxzilla prints its `<head>` stub (and often its options) on
 * every page of a site; a page whose options name no box has nothing to load.
 */
import { isRecord, ownGlobal, ownRecord } from '../../lib/globals';
import { OPTIONS_GLOBAL, QUEUE_GLOBAL } from './constants';

/** `boxzilla_options`: an object (its boxes are parsed one by one), never an element so named. */
export const readBoxzillaOptions = (): Record<string, unknown> | undefined => ownRecord(OPTIONS_GLOBAL);
/** The calls the plugin's `<head>` stub queued: an array. */
export const readBoxzillaQueue = (): unknown[] | undefined => {
  const queue = ownGlobal(QUEUE_GLOBAL);
  return Array.isArray(queue) ? queue : undefined;
};

/** The boxes `boxzilla_options` lists: a list, or an object where PHP printed a list with gaps (`{"0": …, "2": …}`). */
export function boxEntries(): unknown[] {
  try {
    const boxes = readBoxzillaOptions()?.['boxes'];
    return Array.isArray(boxes) ? boxes : isRecord(boxes) ? Object.values(boxes) : [];
  } catch {
    return [];
  }
}

/** `body` on pages with Boxzilla's boxes; elsewhere empty, which the engine skips without a look. */
export function popupsSelector(): string {
  return boxEntries().length ? 'body' : '';
}
