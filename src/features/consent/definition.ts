/**
 * How airlift finds Complianz's consent: `<body>` and the blocked markup, on pages with its
 * configuration. Its pack is asked for as the script starts, so the banner shows without a
 * wait; Complianz's window API is there from the start (facade.ts).
 */
import type { FeatureDefinition } from '../../core/registry';
import { installConsentApi } from './facade';
import { CONSENT_FEATURE, consentSelector } from './presence';

export const definition: FeatureDefinition = {
  name: CONSENT_FEATURE,
  get selector() {
    return consentSelector();
  },
  pack: 'consent',
  preload: true,
  setup: installConsentApi,
};
