/**
 * Whether the page has Boxzilla: its options global or its `<head>` stub's queue. Shared by
 * the main bundle (which loads the popups pack only then) and the pack itself.
 */
import { readGlobal } from '../../lib/globals';
import { OPTIONS_GLOBAL, QUEUE_GLOBAL } from './constants';

/** `body` on pages with Boxzilla; elsewhere empty, which the engine skips without a look. */
export function popupsSelector(): string {
  const options = readGlobal(OPTIONS_GLOBAL);
  const present = (typeof options === 'object' && options !== null) || Array.isArray(readGlobal(QUEUE_GLOBAL));
  return present ? 'body' : '';
}
