// The peer stack of the benchmark, set up the way a site would: MediaElement's player on
// every playlist's and media shortcode's element (what WordPress's playlist script does,
// without its Backbone views), and vanilla-cookieconsent managing the blocked scripts.
// Announces `bench:peer-ready` with the milliseconds since the start mark (bench/start.js).
(function () {
  var players = 0;
  var playlists = document.querySelectorAll('.wp-playlist');
  for (var i = 0; i < playlists.length; i++) {
    var media = playlists[i].querySelector('audio, video');
    var data = playlists[i].querySelector('script.wp-playlist-script');
    if (!media || !data) continue;
    try {
      var tracks = JSON.parse(data.textContent).tracks || [];
      if (tracks[0]) media.setAttribute('src', tracks[0].src);
    } catch (error) {
      continue;
    }
    new MediaElementPlayer(media, { classPrefix: 'mejs-', stretching: 'responsive', pluginPath: '/wp-includes/js/mediaelement/' });
    players++;
  }
  var shortcodes = document.querySelectorAll('.wp-audio-shortcode, .wp-video-shortcode');
  for (var j = 0; j < shortcodes.length; j++) {
    new MediaElementPlayer(shortcodes[j], { classPrefix: 'mejs-', stretching: 'responsive' });
    players++;
  }
  var consent = window.CookieConsent.run({
    categories: { necessary: { enabled: true, readOnly: true }, statistics: {}, marketing: {} },
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: { title: 'Manage Cookie Consent', description: 'We use cookies to optimise our website and our service.',
            acceptAllBtn: 'Accept', acceptNecessaryBtn: 'Deny', showPreferencesBtn: 'View preferences' },
          preferencesModal: { title: 'Preferences', acceptAllBtn: 'Accept', acceptNecessaryBtn: 'Deny', savePreferencesBtn: 'Save preferences',
            sections: [{ title: 'Statistics', linkedCategory: 'statistics' }, { title: 'Marketing', linkedCategory: 'marketing' }] },
        },
      },
    },
  });
  Promise.resolve(consent).then(function () {
    var detail = { ms: performance.now() - window.__benchStart, players: players };
    document.dispatchEvent(new CustomEvent('bench:peer-ready', { detail: detail }));
  });
})();
