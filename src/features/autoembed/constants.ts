/** Where links are embedded, and where never. */
export const CONTENT_SELECTORS = ['#maincontent', '.qt-the-content', '.entry-content'];
export const LINK_PATTERNS = ['youtube.com/watch', 'youtu.be/', 'open.spotify.com/track/', 'soundcloud.com/', 'mixcloud.com/'];
/**
 * Flat, without descendant combinators, and the link patterns in one selector: the page is
 * walked once for the links and once for `[data-autoembed]` (each selector of a list is one
 * walk, core/query), not once per pattern and content area. Whether a link sits in content is
 * checked in mount.
 */
export const AUTOEMBED_SELECTOR = `a:is(${LINK_PATTERNS.map((pattern) => `[href*="${pattern}"]`).join(',')}),[data-autoembed]`;
export const DISABLED_BODY_CLASS = 'qt-autoembed-disable';
export const DISABLED_AREA = '.qw-disableembedding';
/** SPEC §7: the sound-sharing site's oEmbed endpoint, asked for a 140 px player. */
export const SOUNDCLOUD_OEMBED = 'https://soundcloud.com/oembed?format=json&maxheight=140&url=';
/** Player heights in px; the video player is responsive (16:9) instead. */
export const FRAME_HEIGHT = { spotify: 80, soundcloud: 140, mixcloud: 120 } as const;
export const FRAME_TITLE = { youtube: 'Video player', spotify: 'Music player', soundcloud: 'Sound player', mixcloud: 'Mix player' } as const;
/** Every auto-embed is a marketing service: without that consent, the consent notice stands in its place. */
export const EMBED_CATEGORY = 'marketing';
