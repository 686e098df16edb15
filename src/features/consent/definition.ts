/**
 * How airlift finds Complianz's consent: `<body>` and the blocked markup, on pages with its
 * configuration. Its pack is asked for as the script starts, so the banner shows without a
 * wait; Complianz's window API is there from the start (facade.ts).
 */
import type { FeatureDefinition } from '../../core/registry';
import { readComplianz } from '../../lib/complianz';
import { BLOCKED_SELECTOR } from './constants';
import { installConsentApi } from './facade';

export const definition: FeatureDefinition = {
  name: 'consent',
  // Nothing to look for on pages without Complianz's configuration (an empty selector is skipped).
  // With it, consent starts on <body>: Complianz's banner script needs no `data-cmplz` marker
  // (its cookie blocker adds that, only when it runs).
  get selector() {
    return readComplianz() ? `body,${BLOCKED_SELECTOR}` : '';
  },
  pack: 'consent',
  preload: true,
  setup: installConsentApi,
};
