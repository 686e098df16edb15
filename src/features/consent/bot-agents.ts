/**
 * Crawlers and tools Complianz counts as bots (they always count as consented), Complianz's list
 * kept exactly. Pure: only where used. The consent feature's part pack `consent-bots`
 * (packs/consent-bots.ts) carries it, loaded only where the user agent holds a word of
 * BOT_HINTS (constants.ts); state.ts's isBot reads it through constants.ts.
 */
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
