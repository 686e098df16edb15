/**
 * Placeholders over blocked embeds, with Complianz's classes: the container (the iframe's or
 * image's parent, or the element itself) becomes `.cmplz-blocked-content-container
 * .cmplz-placeholder-{n}` with the placeholder image, keeps the iframe's aspect ratio, and
 * gets a notice button that accepts just that category (or service) in place.
 */
import { consentNotice } from '../../lib/consent';
import { cfg, flag, str } from './config';
import { asText } from '../../lib/text';

let index = 0;

export function containerOf(element: Element): HTMLElement | null {
  const wrapped = element.tagName === 'IFRAME' || element.tagName === 'VIDEO' || element.classList.contains('cmplz-image');
  return (wrapped ? element.parentElement : element) as HTMLElement | null;
}

export function addPlaceholder(element: Element): void {
  const container = containerOf(element);
  if (!container || container === document.body || element.classList.contains('cmplz-processed')) return;
  element.classList.add('cmplz-processed');
  if (container.hasAttribute('data-placeholder_class_index')) return;
  index++;
  container.classList.add('cmplz-blocked-content-container', `cmplz-placeholder-${index}`);
  container.setAttribute('data-placeholder_class_index', String(index));
  const image = element.getAttribute('data-placeholder-image');
  if (image) {
    container.setAttribute('data-placeholder-image', image);
    container.style.backgroundImage = `url("${encodeURI(image)}")`;
  }
  const width = Number(element.getAttribute('width'));
  const height = Number(element.getAttribute('height'));
  if (width > 0 && height > 0) container.style.aspectRatio = `${width} / ${height}`;
  if (container.querySelector('.cmplz-blocked-content-notice')) return;
  const category = element.getAttribute('data-category') || 'marketing';
  const service = element.getAttribute('data-service') ?? '';
  // The site's word for the category (`complianz.categories`), looked up by the page's own name.
  const categories = Object(cfg().categories) as Record<string, unknown>;
  const label = Object.prototype.hasOwnProperty.call(categories, category) ? asText(categories[category], category) : category;
  const button = consentNotice({
    category, service, label, perService: Boolean(flag('clean_cookies')), template: str('placeholdertext'), ariaTemplate: str('aria_label'),
  });
  container.append(button);
}

/** Undoes the placeholder once the real content is in. */
export function removePlaceholder(element: Element): void {
  const container = element.closest<HTMLElement>('.cmplz-blocked-content-container') ?? containerOf(element);
  if (container) {
    container.classList.remove('cmplz-blocked-content-container', `cmplz-placeholder-${container.getAttribute('data-placeholder_class_index')}`);
    container.style.backgroundImage = '';
    container.style.aspectRatio = '';
    container.querySelector(':scope > .cmplz-blocked-content-notice')?.remove();
  }
  element.classList.remove('cmplz-iframe-styles', 'cmplz-iframe', 'video-wrap');
}
