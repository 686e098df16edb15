// A theme's own script that only asks whether jQuery is there.
window.themeVanilla = typeof jQuery === 'undefined' ? 'none' : 'loaded';
