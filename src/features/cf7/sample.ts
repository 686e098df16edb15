/** Contact Form 7 (6.x markup), form 124 of the demo's mock endpoints: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => {
      const tag = `wpcf7-f124-o${index + 1}`;
      return `<div class="wpcf7 no-js" id="${tag}" lang="en-US" dir="ltr">
  <div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>
  <form action="/contact/#${tag}" method="post" class="wpcf7-form init" aria-label="Call-back form ${index}" novalidate="novalidate" data-status="init">
    <fieldset class="hidden-fields-container">
      <input type="hidden" name="_wpcf7" value="124"><input type="hidden" name="_wpcf7_version" value="6.1.6">
      <input type="hidden" name="_wpcf7_locale" value="en_US"><input type="hidden" name="_wpcf7_unit_tag" value="${tag}">
      <input type="hidden" name="_wpcf7_container_post" value="0"><input type="hidden" name="_wpcf7_posted_data_hash" value="">
    </fieldset>
    <p><label>Your name <span class="wpcf7-form-control-wrap" data-name="your-name">
      <input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name"></span></label></p>
    <p><label>Your email <span class="wpcf7-form-control-wrap" data-name="your-email">
      <input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" aria-invalid="false" value="" type="email" name="your-email"></span></label></p>
    <p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Call me back"></p>
    <div class="wpcf7-response-output" aria-hidden="true"></div>
  </form>
</div>`;
    },
    mounts: { cf7: 1 },
  },
};
