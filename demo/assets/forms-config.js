/* What Contact Form 7 and the Newsletter plugin print before their scripts. */
var wpcf7 = { "api": { "root": "/wp-json/", "namespace": "contact-form-7/v1" }, "cached": 0 };
var newsletter_data = { "action_url": "/wp-admin/admin-ajax.php" };
