/* What the Boxzilla plugin prints before its script (wp_add_inline_script), shared by the two popup
   demo pages. Boxes 301–307 are the current generation (content in #boxzilla-box-{id}-content);
   308 is the older one (HTML in "content", "minimumScreenWidth"). */
var boxzilla_options = {"testMode": false, "boxes": [
  {"id": 301, "icon": "&times;", "content": "", "css": {"background_color": "#fff8e1", "color": "#222", "width": 480, "border_color": "#c59d00", "border_width": 4, "border_style": "solid"},
   "trigger": {"method": "time_on_page", "value": 6}, "animation": "fade", "cookie": {"triggered": 0, "dismissed": 24},
   "rehide": false, "position": "center", "closable": true, "post": {"id": 301, "title": "Welcome", "slug": "welcome"}, "screenWidthCondition": null},
  {"id": 302, "icon": "&times;", "content": "", "css": {"width": 320, "border_color": "#0b5cad", "border_width": 2, "border_style": "solid"},
   "trigger": {"method": "percentage", "value": 45}, "animation": "slide", "cookie": {"triggered": 0, "dismissed": 0},
   "rehide": true, "position": "bottom-right", "closable": true, "post": {"id": 302, "title": "Newsletter", "slug": "newsletter"},
   "screenWidthCondition": {"condition": "larger", "value": 600}},
  {"id": 303, "icon": "&times;", "content": "", "css": {"width": 300}, "trigger": {"method": "element", "value": "#scroll-target"},
   "animation": "fade", "cookie": {"triggered": 0, "dismissed": 0}, "rehide": false, "position": "bottom-left", "closable": true,
   "post": {"id": 303, "title": "Schedule", "slug": "schedule"}, "screenWidthCondition": null},
  {"id": 304, "icon": "&times;", "content": "", "css": {"width": 300}, "trigger": {"method": "pageviews", "value": 2},
   "animation": "slide", "cookie": {"triggered": 0, "dismissed": 0}, "rehide": false, "position": "top-right", "closable": true,
   "post": {"id": 304, "title": "Regular listener", "slug": "regular"}, "screenWidthCondition": null},
  {"id": 305, "icon": "&times;", "content": "", "css": {"width": 300}, "trigger": false, "animation": "fade",
   "cookie": {"triggered": 0, "dismissed": 0}, "rehide": false, "position": "top-left", "closable": true,
   "post": {"id": 305, "title": "Link only", "slug": "link-only"}, "screenWidthCondition": null},
  {"id": 306, "icon": "&times;", "content": "", "css": {"width": 420}, "trigger": {"method": "time_on_site", "value": 25},
   "animation": "shake", "cookie": {"triggered": 0, "dismissed": 0}, "rehide": false, "position": "center", "closable": true,
   "post": {"id": 306, "title": "Time on site", "slug": "time-on-site"}, "screenWidthCondition": {"condition": "smaller", "value": 4000}},
  {"id": 307, "icon": "", "content": "", "css": {"width": 280}, "trigger": false, "animation": "fade",
   "cookie": {"triggered": 0, "dismissed": 0}, "rehide": false, "position": "bottom-left", "closable": false,
   "post": {"id": 307, "title": "Notice", "slug": "notice"}, "screenWidthCondition": null},
  {"id": 308, "icon": "&times;", "content": "<h2>Before you go</h2><p>Our podcast has every show of the week.</p>",
   "css": {"width": 420}, "trigger": {"method": "exit_intent", "value": ""}, "animation": "shake", "cookie": {"triggered": 1, "dismissed": 48},
   "rehide": false, "position": "center", "closable": true, "post": {"id": 308, "title": "Exit", "slug": "exit"}, "minimumScreenWidth": 400}
]};
/* The plugin's <head> stub, and a call queued before the script ran. */
var boxzilla_queue = [];
var Boxzilla = {};
['on', 'off', 'toggle', 'show'].forEach(function (method) {
  Boxzilla[method] = function () { boxzilla_queue.push([method, arguments]); };
});
Boxzilla.on('box.show', function (box) { document.documentElement.setAttribute('data-last-box', box.id); });
