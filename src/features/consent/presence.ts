/**
 * Where consent starts: `<body>` and the blocked markup, on pages with Complianz's configuration.
 * Shared by the definition (main script) and the feature (consent pack), without the facade the
 * definition's `setup` installs.
 */
import { readComplianz } from '../../lib/complianz';
import { BLOCKED_SELECTOR } from './constants';

export const CONSENT_FEATURE = 'consent';

/**
 * Nothing to look for on pages without Complianz's configuration (an empty selector is skipped).
 * With it, consent starts on `<body>`: Complianz's banner script needs no `data-cmplz` marker (its
 * cookie blocker adds that, only when it runs).
 */
export function consentSelector(): string {
  return readComplianz() ? `body,${BLOCKED_SELECTOR}` : '';
}
