// A stand-in for a marketing pixel's base code: records that it ran.
window.__pixelBase = (window.__pixelBase || 0) + 1;
(window.__runs = window.__runs || []).push('pixel-base');
