/** The Newsletter plugin's ajax subscription form: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<div class="tnp tnp-subscription">
  <form method="post" action="/wp-admin/admin-ajax.php?action=tnp&amp;na=s" class="tnp-ajax" aria-label="Newsletter ${index}">
    <div class="tnp-field tnp-field-email"><label for="tnp-${index}">Email</label><input class="tnp-email" type="email" name="ne" id="tnp-${index}" value="" required></div>
    <div class="tnp-field tnp-field-button"><input class="tnp-submit" type="submit" value="Subscribe"></div>
  </form>
</div>`,
    mounts: { newsletter: 1 },
  },
};
