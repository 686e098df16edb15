/* What the plugins print before their scripts on the kitchen-sink page (and the benchmark's
   generated pages): Complianz, Boxzilla, Contact Form 7, the Newsletter plugin and WordPress's
   media settings. A site prints these inline; here they are a file, so the page needs no inline script. */
var complianz = {
  "prefix": "cmplz_", "user_banner_id": "1", "set_cookies": [], "block_ajax_content": "", "banner_version": "22",
  "version": "7.2.0", "store_consent": "1", "do_not_track_enabled": "1", "consenttype": "optin", "region": "eu",
  "geoip": "", "dismiss_timeout": "", "disable_cookiebanner": "", "soft_cookiewall": "", "dismiss_on_scroll": "",
  "cookie_expiry": "365", "url": "/wp-json/complianz/v1/", "locale": "lang=en&locale=en_US", "set_cookies_on_root": "",
  "cookie_domain": "", "current_policy_id": "14", "cookie_path": "/",
  "categories": {"statistics": "statistics", "marketing": "marketing"}, "tcf_active": "",
  "placeholdertext": "Click to accept {category} cookies and enable this content", "css_file": "",
  "page_links": {"eu": {"cookie-statement": {"title": "Cookie Policy", "url": "/consent.html"}, "privacy-statement": {"title": "Privacy Statement", "url": "/consent.html"}}},
  "tm_categories": "", "forceEnableStats": "", "preview": "", "clean_cookies": "", "aria_label": "Click to accept {category} cookies and enable this content"
};
var boxzilla_options = {"testMode": false, "boxes": [
  {"id": 950, "icon": "&times;", "content": "", "css": {"width": 520}, "trigger": false, "animation": "fade",
   "cookie": {"triggered": 0, "dismissed": 0}, "rehide": false, "position": "center", "closable": true,
   "post": {"id": 950, "title": "Request a song", "slug": "request-a-song"}, "screenWidthCondition": null},
  {"id": 960, "icon": "&times;", "content": "", "css": {"width": 420, "position": "bottom-right"}, "trigger": {"method": "exit_intent", "value": ""},
   "animation": "slide", "cookie": {"triggered": 0, "dismissed": 24}, "rehide": false, "position": "bottom-right", "closable": true,
   "post": {"id": 960, "title": "Before you go", "slug": "before-you-go"}, "screenWidthCondition": null}
]};
var wpcf7 = { "api": { "root": "/wp-json/", "namespace": "contact-form-7/v1" }, "cached": 0 };
var newsletter_data = { "action_url": "/wp-admin/admin-ajax.php" };
var _wpmejsSettings = {"pluginPath": "/wp-includes/js/mediaelement/", "classPrefix": "mejs-", "stretching": "responsive",
  "audioShortcodeLibrary": "mediaelement", "videoShortcodeLibrary": "mediaelement"};
