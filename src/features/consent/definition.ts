/**
 * How airlift finds Complianz's consent: `<body>` and the blocked markup, on pages with its
 * configuration. Its pack is asked for as the script starts, so the banner shows without a
 * wait. Complianz's window API (api.ts) comes in that pack and is installed as the pack
 * defines itself: the WordPress plugin prints the pack's tag after airlift's wherever it took
 * Complianz's script off, so the API is there before DOMContentLoaded, as Complianz's was.
 */
import type { FeatureDefinition } from '../../core/registry';
import { readComplianz } from '../../lib/complianz';
import { CONSENT_FEATURE, consentSelector } from './presence';

export const definition: FeatureDefinition = {
  name: CONSENT_FEATURE,
  get selector() {
    return consentSelector();
  },
  pack: 'consent',
  preload: true,
  facadeWanted: () => readComplianz() !== undefined,
};
