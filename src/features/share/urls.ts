import { ownValue } from '../../lib/own';

/** The share address of each network the theme offers, for a page address and title. */
const NETWORKS: Record<string, (url: string, title: string) => string> = {
  facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  twitter: (url, title) => `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
  pinterest: (url, title) => `https://pinterest.com/pin/create/button/?url=${url}&description=${title}`,
  linkedin: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
};

/** The network's share URL, or null for an unknown network. */
export function shareUrl(network: string, pageUrl: string, title: string): string | null {
  // An own entry only: `data-sharetype="__proto__"` or `constructor` names no network.
  const build = ownValue(NETWORKS, network.toLowerCase());
  return build ? build(encodeURIComponent(pageUrl), encodeURIComponent(title)) : null;
}
