// Stands in for a plugin's front-end script in the WordPress tests: it records that it ran.
(function () {
  var src = document.currentScript && document.currentScript.src;
  var handle = src ? new URL(src).searchParams.get('handle') : null;
  (window.legacyScriptsRan = window.legacyScriptsRan || []).push(handle);
})();
