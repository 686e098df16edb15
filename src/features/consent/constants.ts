/** Complianz's constants (SPEC §9) and names, kept exactly. */
export const CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'] as const;
export const SCROLL_DISMISS_PX = 400;
export const RELOAD_DELAY_MS = 500;
export const AJAX_POLL_MS = 2000;
export const CLEAN_INTERVAL_MS = 1000;
export const RESIZE_DEBOUNCE_MS = 500;
export const USER_DATA_KEY = 'cmplz_user_data';
export const COOKIE_DATA_KEY = 'cmplz_cookie_data';
export const SPEED_AGENTS = /GTmetrix|pingdom|pingbot|Lighthouse/i;
/** Crawlers and tools Complianz counts as bots (they always count as consented). */
export const BOT_AGENTS = new RegExp('googlebot/|Googlebot-Mobile|Googlebot-Image|Google favicon|Mediapartners-Google|bingbot|slurp|java|wget|curl|'
  + 'Commons-HttpClient|Python-urllib|libwww|httpunit|nutch|phpcrawl|msnbot|jyxobot|FAST-WebCrawler|biglotron|teoma|convera|'
  + 'seekbot|gigablast|exabot|ngbot|ia_archiver|GingerCrawler|webmon |httrack|webcrawler|grub.org|antibot|netresearchserver|'
  + 'speedy|fluffy|findlink|msrbot|panscient|yacybot|AISearchBot|ips-agent|tagoobot|MJ12bot|dotbot|woriobot|yanga|buzzbot|'
  + 'mlbot|yandexbot|purebot|Linguee Bot|Voyager|CyberPatrol|voilabot|baiduspider|citeseerxbot|spbot|twengabot|postrank|'
  + 'turnitinbot|scribdbot|page2rss|sitebot|linkdex|Adidxbot|blekkobot|ezooms|Mail.RU_Bot|discobot|heritrix|findthatfile|'
  + 'europarchive.org|NerdByNature.Bot|sistrix crawler|ahrefsbot|Aboundex|domaincrawler|wbsearchbot|summify|ccbot|'
  + 'edisterbot|seznambot|ec2linkfinder|gslfbot|aihitbot|intelium_bot|facebookexternalhit|yeti|RetrevoPageAnalyzer|'
  + 'lb-spider|sogou|lssbot|careerbot|wotbox|wocbot|ichiro|DuckDuckBot|lssrocketcrawler|drupact|webcompanycrawler|acoonbot|'
  + 'openindexspider|gnam gnam spider|backlinkcrawler|coccoc|integromedb|content crawler spider|toplistbot|seokicks-robot|'
  + 'it2media-domain-crawler|ip-web-crawler.com|siteexplorer.info|elisabot|proximic|changedetection|blexbot|arabot|'
  + 'WeSEE:Search|niki-bot|CrystalSemanticsBot|rogerbot|360Spider|psbot|InterfaxScanBot|Lipperhey SEO Service|'
  + 'CC Metadata Scaper|g00g1e.net|GrapeshotCrawler|urlappendbot|brainobot|fr-crawler|binlar|SimpleCrawler|Livelapbot|'
  + 'Twitterbot|cXensebot|smtbot|bnf.fr_bot|A6-Indexer|ADmantX|Facebot|OrangeBot|memorybot|AdvBot|MegaIndex|'
  + 'SemanticScholarBot|ltx71|nerdybot|xovibot|BUbiNG|Qwantify|archive.org_bot|Applebot|TweetmemeBot|crawler4j|findxbot|'
  + 'SemrushBot|yoozBot|lipperhey|y!j-asr|Domain Re-Animator Bot|AddThis', 'i');
/** Blocked markup, as Complianz's server side rewrites it. */
export const BLOCKED_SELECTOR = 'script[type="text/plain"][data-category],script[type="text/plain"][data-service],'
  + 'link[data-href][data-category],iframe[data-src-cmplz],img.cmplz-image[data-src-cmplz],video[data-src-cmplz],'
  + '.cmplz-placeholder-element,.cmplz-consent-area.cmplz-placeholder';
/** Google Consent Mode v2 keys by Complianz category. */
export const CONSENT_MODE: Record<string, string[]> = {
  preferences: ['personalization_storage'],
  statistics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};
