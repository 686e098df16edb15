/** Complianz: blocked content (a statistics script, a video embed with its placeholder) and, once, the banner: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<script type="text/plain" data-category="statistics" data-service="google-analytics">window.__statsRuns = (window.__statsRuns || 0) + 1;</script>
<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">
<iframe data-cmplz-target="src" data-src-cmplz="/consent-assets/embed.html?v=${index}" src="about:blank" title="Video ${index}"
        class="cmplz-placeholder-element cmplz-iframe cmplz-iframe-styles cmplz-video" data-service="youtube"
        data-category="marketing" data-placeholder-image="/consent-assets/placeholder.svg" width="560" height="315"></iframe>
</div></figure>`,
    mounts: { consent: 2 },
  },
  // The banner; consent mounts on <body> (the page's configuration is Complianz's `complianz`).
  page: {
    html: `<div id="cmplz-cookiebanner-container">
<div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right cmplz-categories-type-view-preferences"
     aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">
  <div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div>
    <div class="cmplz-close" tabindex="0" role="button" aria-label="Close dialog">×</div></div>
  <div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">We use cookies to optimise our website and our service.</div></div>
  <div class="cmplz-buttons">
    <button class="cmplz-btn cmplz-accept">Accept</button>
    <button class="cmplz-btn cmplz-deny">Deny</button>
  </div>
</div>
</div>
<div id="cmplz-manage-consent" data-nosnippet="true"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-1">Manage consent</button></div>`,
    mounts: { consent: 1 },
  },
};
