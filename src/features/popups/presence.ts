/**
 * Whether the page has Boxzilla: its options global or its `<head>` stub's queue. Shared by
 * the main bundle (which loads the popups pack only then) and the pack itself.
 */
import * as v from 'valibot';
import { PlainObjectSchema, readGlobal } from '../../lib/globals';
import { OPTIONS_GLOBAL, QUEUE_GLOBAL } from './constants';

/** `boxzilla_options`: an object (its boxes are parsed one by one), never an element so named. */
export const readBoxzillaOptions = (): Record<string, unknown> | undefined => readGlobal(OPTIONS_GLOBAL, PlainObjectSchema);
/** The calls the plugin's `<head>` stub queued: an array. */
export const readBoxzillaQueue = (): unknown[] | undefined => readGlobal(QUEUE_GLOBAL, v.array(v.unknown()));

/** `body` on pages with Boxzilla; elsewhere empty, which the engine skips without a look. */
export function popupsSelector(): string {
  return readBoxzillaOptions() || readBoxzillaQueue() ? 'body' : '';
}
