// A theme's own script, written into its header as a bare <script src> (not enqueued): it needs jQuery.
(function ($) {
  $(function () {
    window.themeCustom = typeof $.fn.on;
  });
})(jQuery);
