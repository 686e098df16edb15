/* Boxzilla's options for the popup section of all.html: one box opened from a link. */
var boxzilla_options = {"testMode": false, "boxes": [
  {"id": 901, "icon": "&times;", "content": "", "css": {"width": 420}, "trigger": false, "animation": "fade",
   "cookie": {"triggered": 0, "dismissed": 0}, "rehide": false, "position": "center", "closable": true,
   "post": {"id": 901, "title": "All features", "slug": "all-features"}, "screenWidthCondition": null}
]};
