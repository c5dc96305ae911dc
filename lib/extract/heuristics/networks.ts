// What is known about links, as data: profile networks, the shape of a profile's address on each,
// the hosts that wrap links in redirects, and hosts that never are a person's own page.

/** Profile networks recognised by host (without `www.`); anything else is a `website`. */
export const NETWORKS: [kind: string, host: RegExp][] = [
  ['linkedin', /(^|\.)linkedin\.com$/],
  ['github', /(^|\.)github\.com$/],
  ['gitlab', /(^|\.)gitlab\.com$/],
  ['bitbucket', /(^|\.)bitbucket\.org$/],
  ['twitter', /(^|\.)(twitter|x)\.com$/],
  ['bluesky', /^bsky\.app$/],
  ['stackoverflow', /(^|\.)stackoverflow\.com$/],
  ['malt', /(^|\.)malt\.(fr|com|de|es|be|nl|ch|uk)$/],
  ['welcometothejungle', /(^|\.)welcometothejungle\.com$/],
  ['xing', /(^|\.)xing\.(com|de)$/],
  ['viadeo', /(^|\.)viadeo\.(com|fr)$/],
  ['doyoubuzz', /(^|\.)doyoubuzz\.com$/],
  ['dribbble', /(^|\.)dribbble\.com$/],
  ['behance', /(^|\.)behance\.net$/],
  ['medium', /(^|\.)medium\.com$/],
  ['devto', /^dev\.to$/],
  ['codepen', /(^|\.)codepen\.io$/],
  ['kaggle', /(^|\.)kaggle\.com$/],
  ['huggingface', /^huggingface\.co$/],
  ['npm', /^npmjs\.com$/],
  ['mastodon', /(^|\.)(mastodon\.social|mastodon\.online|mstdn\.social|fosstodon\.org|hachyderm\.io|infosec\.exchange)$/],
  ['facebook', /(^|\.)facebook\.com$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['youtube', /(^|\.)youtube\.com$/],
  ['orcid', /(^|\.)orcid\.org$/],
  ['scholar', /^scholar\.google\.[a-z.]{2,6}$/],
  ['researchgate', /(^|\.)researchgate\.net$/],
  ['academia', /(^|\.)academia\.edu$/],
  ['dblp', /^dblp\.(org|uni-trier\.de)$/],
  ['semanticscholar', /^semanticscholar\.org$/],
  ['hal', /^cv\.(hal\.science|archives-ouvertes\.fr)$/],
  ['hackerrank', /^hackerrank\.com$/],
  ['leetcode', /^leetcode\.(com|cn)$/],
  ['tableau', /^public\.tableau\.com$/],
  ['wellfound', /^(wellfound\.com|angel\.co)$/],
  ['producthunt', /^producthunt\.com$/],
  ['aboutme', /^about\.me$/],
  ['linktree', /^linktr\.ee$/],
  ['vimeo', /^vimeo\.com$/],
  ['soundcloud', /^soundcloud\.com$/],
  ['flickr', /^flickr\.com$/],
  ['pinterest', /(^|\.)pinterest\.[a-z.]{2,6}$/],
  ['tiktok', /^tiktok\.com$/],
  ['twitch', /^twitch\.tv$/],
  ['substack', /\.substack\.com$/],
  ['hashnode', /\.hashnode\.dev$/],
  ['blogger', /\.blogspot\.[a-z.]{2,6}$/],
  ['tumblr', /\.tumblr\.com$/],
  ['wordpress', /\.wordpress\.com$/],
];

/** Networks where a profile is a subdomain of its own (`jane.substack.com`): the bare address is the profile. */
export const SUBDOMAIN_PROFILES = new Set(['substack', 'hashnode', 'blogger', 'tumblr', 'wordpress', 'medium']);

// A path-only profile address: `/jane`, `/@jane`, `/~jane`.
const ONE_SEGMENT = /^\/[@~]?[\w.-]+\/?$/;

/**
 * What a profile's path looks like on networks where other pages (repositories, posts, companies)
 * abound. On these networks the path alone names the person, so the query is dropped.
 */
export const PROFILE_PATH: Record<string, RegExp> = {
  linkedin: /^\/(in\/[^/]+(\/[a-z]{2})?|pub\/[^/]+(\/\w+){0,3})\/?$/,
  github: ONE_SEGMENT, gitlab: ONE_SEGMENT, bitbucket: ONE_SEGMENT, twitter: ONE_SEGMENT, dribbble: ONE_SEGMENT,
  behance: ONE_SEGMENT, instagram: ONE_SEGMENT, medium: ONE_SEGMENT, mastodon: ONE_SEGMENT, devto: ONE_SEGMENT,
  codepen: ONE_SEGMENT, kaggle: ONE_SEGMENT, huggingface: ONE_SEGMENT, npm: ONE_SEGMENT, aboutme: ONE_SEGMENT,
  linktree: ONE_SEGMENT, vimeo: ONE_SEGMENT, soundcloud: ONE_SEGMENT, pinterest: ONE_SEGMENT, tiktok: ONE_SEGMENT,
  twitch: ONE_SEGMENT, producthunt: ONE_SEGMENT,
  bluesky: /^\/profile\/[^/]+\/?$/,
  stackoverflow: /^\/users\/\d+(\/[^/]+)?\/?$/,
  malt: /^\/profile\/[^/]+\/?$/,
  xing: /^\/profile\/[^/]+\/?$/,
  orcid: /^\/\d{4}-\d{4}-\d{4}-\d{3}[\dX]\/?$/,
  researchgate: /^\/profile\/[^/]+\/?$/,
};

/** First path segments that are a network's own pages, never somebody's profile. */
export const RESERVED_PATHS = new Set([
  'about', 'account', 'apps', 'blog', 'business', 'careers', 'collections', 'company', 'contact', 'customer-stories',
  'dashboard', 'developers', 'enterprise', 'explore', 'features', 'feed', 'groups', 'hashtag', 'help', 'home', 'i',
  'intent', 'jobs', 'join', 'learning', 'legal', 'login', 'logout', 'marketplace', 'messages', 'mynetwork',
  'new', 'notifications', 'orgs', 'organizations', 'pages', 'password_reset', 'policies', 'premium', 'pricing',
  'privacy', 'psettings', 'pulse', 'readme', 'redir', 'school', 'search', 'security', 'session', 'sessions',
  'settings', 'share', 'sharing', 'showcase', 'signin', 'signup', 'site', 'sponsors', 'team', 'terms', 'topics',
  'tos', 'trending', 'uas', 'watch', 'embed', 'p', 'posts', 'status', 'events',
]);

/**
 * Redirect wrappers: a host, the path it redirects on, and the query parameter holding the target
 * (`''`: the whole query is the target).
 */
export const REDIRECTS: [host: RegExp, path: RegExp, param: string[]][] = [
  [/^(www\.)?google\.[a-z.]{2,6}$/, /^\/url$/, ['q', 'url']],
  [/(^|\.)linkedin\.com$/, /^\/redir\//, ['url']],
  [/^(l|lm)\.facebook\.com$/, /^\/l\.php$/, ['u']],
  [/^l\.instagram\.com$/, /^\/$/, ['u']],
  [/(^|\.)youtube\.com$/, /^\/redirect$/, ['q']],
  [/^(www\.)?bing\.com$/, /^\/ck\/a$/, ['u']],
  [/^href\.li$/, /^\/$/, ['']],
  [/^out\.reddit\.com$/, /^\//, ['url']],
  [/^t\.umblr\.com$/, /^\/redirect$/, ['z']],
  [/^(www\.)?safelinks\.protection\.outlook\.com$|\.safelinks\.protection\.outlook\.com$/, /^\//, ['url']],
];

/**
 * Hosts of links that never point to a person: the schema vocabularies, CDNs and image hosts,
 * link shorteners of the networks themselves, CV builders, templates and site builders whose credit
 * links sit at the foot of a page, publishers and archives of papers, maps and messengers.
 */
export const NOT_A_PROFILE = new RegExp('(^|\\.)(' + [
  'schema\\.org', 'w3\\.org', 'microformats\\.org', 'purl\\.org', 'ogp\\.me', 'xmlns\\.com',
  'gravatar\\.com', 'googleapis\\.com', 'gstatic\\.com', 'cloudflare\\.com', 'cloudfront\\.net', 'jsdelivr\\.net',
  'unpkg\\.com', 'fontawesome\\.com', 'licdn\\.com', 'githubassets\\.com', 'githubusercontent\\.com', 'fbcdn\\.net',
  'lnkd\\.in', 't\\.co', 'doubleclick\\.net', 'google-analytics\\.com', 'googletagmanager\\.com',
  'europass\\.cedefop\\.europa\\.eu', 'europa\\.eu', 'jsonresume\\.org', 'overleaf\\.com', 'latextemplates\\.com',
  'styleshout\\.com', 'canva\\.com', 'resume\\.io', 'zety\\.com', 'novoresume\\.com', 'cvdesignr\\.com',
  'creddle\\.io', 'visualcv\\.com', 'flowcv\\.com', 'enhancv\\.com', 'kickresume\\.com', 'resumake\\.io',
  'wix\\.com', 'squarespace\\.com', 'wordpress\\.org', 'gohugo\\.io', 'jekyllrb\\.com', 'netlify\\.com', 'vercel\\.com',
  'doi\\.org', 'arxiv\\.org', 'ieeexplore\\.ieee\\.org', 'dl\\.acm\\.org', 'springer\\.com', 'sciencedirect\\.com',
  'wiley\\.com', 'jstor\\.org', 'ncbi\\.nlm\\.nih\\.gov', 'zenodo\\.org', 'wikipedia\\.org', 'creativecommons\\.org',
  'maps\\.google\\.com', 'maps\\.app\\.goo\\.gl', 'openstreetmap\\.org', 'wa\\.me', 't\\.me', 'calendly\\.com',
].join('|') + ')$');

/** Top-level domains longer than three letters that start like a shorter one (`.company`, `.network`). */
export const TOP_LEVEL_DOMAINS = new Set([
  'info', 'company', 'community', 'computer', 'construction', 'consulting', 'contact', 'cooking', 'coffee', 'college',
  'network', 'news', 'education', 'engineering', 'email', 'organic', 'online', 'gives', 'codes', 'cool', 'coach',
]);
