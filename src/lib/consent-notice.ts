/**
 * consentNotice({ category, service, label, perService, template, ariaTemplate }) → button
 *
 * Complianz's notice over blocked content ("Click to accept {category} cookies and enable this
 * content"): a real button with Complianz's classes, which the consent feature's controls answer
 * wherever it is. Used by the consent placeholders and by auto-embeds. It holds no state, so it
 * is not part of the host module lib/consent: the packs that show it carry it, and a page
 * without them does not.
 */
import { htmlText } from './dom';
import { isClassToken } from './text';

export interface ConsentNoticeOptions {
  category: string;
  service: string;
  /** The category's name as the site words it (`complianz.categories`). */
  label: string;
  /** Accept just this service rather than its whole category. */
  perService: boolean;
  /** `placeholdertext`, with `{category}` and `{service}`; a template holding markup is read as text. */
  template: string;
  ariaTemplate?: string;
}

const DEFAULT_NOTICE = 'Click to accept {category} cookies and enable this content';

const niceService = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');

function fillNotice(template: string, options: ConsentNoticeOptions): string {
  const text = template.replace('{category}', options.label).replace('{service}', niceService(options.service));
  return htmlText(text).trim();
}

export function consentNotice(options: ConsentNoticeOptions): HTMLButtonElement {
  const { category, service } = options;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'cmplz-blocked-content-notice';
  // The category comes from the page (`data-category`): a class only when it is one name.
  if (options.perService && service) button.classList.add('cmplz-accept-service');
  else button.classList.add('cmplz-accept-category', ...(isClassToken(category) ? [`cmplz-accept-${category}`] : []));
  button.setAttribute('data-service', service);
  button.setAttribute('data-category', category);
  button.textContent = fillNotice(options.template || DEFAULT_NOTICE, options);
  if (options.ariaTemplate) button.setAttribute('aria-label', fillNotice(options.ariaTemplate, options));
  return button;
}
