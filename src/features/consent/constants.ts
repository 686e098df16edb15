/** Complianz's constants (SPEC §9) and names, kept exactly. */
export const CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'] as const;
export const SCROLL_DISMISS_PX = 400;
export const RELOAD_DELAY_MS = 500;
export const AJAX_POLL_MS = 2000;
export const CLEAN_INTERVAL_MS = 1000;
export const RESIZE_DEBOUNCE_MS = 500;
export const USER_DATA_KEY = 'cmplz_user_data';
/**
 * The consent feature's part pack of its REST calls (`dist/packs/consent-rest.js`): geo-ip, the
 * server's HTML for consent areas and the manage-consent container, the cookie list for cleaning.
 */
export const CONSENT_REST_PACK = 'consent-rest';
export const COOKIE_DATA_KEY = 'cmplz_cookie_data';
export const SPEED_AGENTS = /GTmetrix|pingdom|pingbot|Lighthouse/i;
/** Crawlers and tools Complianz counts as bots (they always count as consented). Pure: only where used. */
export const BOT_AGENTS = /* @__PURE__ */ new RegExp(''
  + '(bing|msn|jyxo|seek|exa|ng|anti|msr|yacy|AISearch|tagoo|MJ12|dot|worio|buzz|ml|yandex|pure|Linguee |voila'
  + '|citeseerx|sp|twenga|turnitin|scribd|site|Adidx|blekko|Mail.RU_|disco|NerdByNature.|ahrefs|wbsearch|cc|edister'
  + '|seznam|gslf|aihit|intelium_|lss|career|woc|DuckDuck|acoon|toplist|seokicks-ro|elisa|blex|ara|niki-'
  + '|CrystalSemantics|roger|ps|InterfaxScan|urlappend|braino|Livelap|Twitter|cXense|smt|bnf.fr_|Face|Orange|memory'
  + '|Adv|SemanticScholar|nerdy|xovi|archive.org_|Apple|Tweetmeme|findx|Semrush|yooz|Domain Re-Animator )bot'
  + '|googlebot/|Googlebot-Mobile|Googlebot-Image|Google favicon|Mediapartners-Google|slurp|java|wget|curl'
  + '|Commons-HttpClient|Python-urllib|libwww|httpunit|nutch|phpcrawl|FAST-WebCrawler|biglotron|teoma|convera'
  + '|gigablast|ia_archiver|GingerCrawler|webmon |httrack|webcrawler|grub.org|netresearchserver|speedy|fluffy'
  + '|findlink|panscient|ips-agent|yanga|Voyager|CyberPatrol|baiduspider|postrank|page2rss|linkdex|ezooms|heritrix'
  + '|findthatfile|europarchive.org|sistrix crawler|Aboundex|domaincrawler|summify|ec2linkfinder|facebookexternalhit'
  + '|yeti|RetrevoPageAnalyzer|lb-spider|sogou|wotbox|ichiro|lssrocketcrawler|drupact|webcompanycrawler'
  + '|openindexspider|gnam gnam spider|backlinkcrawler|coccoc|integromedb|content crawler spider'
  + '|it2media-domain-crawler|ip-web-crawler.com|siteexplorer.info|proximic|changedetection|WeSEE:Search|360Spider'
  + '|Lipperhey SEO Service|CC Metadata Scaper|g00g1e.net|GrapeshotCrawler|fr-crawler|binlar|SimpleCrawler|A6-Indexer'
  + '|ADmantX|MegaIndex|ltx71|BUbiNG|Qwantify|crawler4j|lipperhey|y!j-asr|AddThis', 'i');
/**
 * Blocked markup, as Complianz's server side rewrites it: scripts with a category or a service,
 * stylesheets, iframes, images and videos with their source held back, placeholders. Each
 * selector of the list is one walk of the page (core/query), so alternatives that share an
 * element type share a selector (`:is()`).
 */
export const BLOCKED_SELECTOR = 'script[type="text/plain"]:is([data-category],[data-service]),'
  + 'link[data-href][data-category],:is(iframe,video,img.cmplz-image)[data-src-cmplz],'
  + '.cmplz-placeholder-element,.cmplz-consent-area.cmplz-placeholder';
/** Google Consent Mode v2 keys by Complianz category. */
export const CONSENT_MODE: Record<string, string[]> = {
  preferences: ['personalization_storage'],
  statistics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};
