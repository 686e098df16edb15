/**
 * Adds the placeholder over a blocked embed or image, with its notice button: the consent
 * feature's part pack `consent-placeholders` (packs/consent-placeholders.ts), which the consent
 * pack loads where the page has such content, once it is near the viewport.
 *
 * Placeholders over blocked embeds, with Complianz's classes: the container (the iframe's or
 * image's parent, or the element itself) becomes `.cmplz-blocked-content-container
 * .cmplz-placeholder-{n}` with the placeholder image, and gets a notice button that accepts just
 * that category (or service) in place.
 *
 * The container keeps its own box, the one the embed takes once consent is given, so nothing on
 * the page moves on Accept: Complianz's stylesheet makes it a flex box, which drops the line an
 * inline iframe sits in (a classic theme's `<p>` around an auto-embed was 10 px shorter than with
 * the video in it), and Complianz's own script sizes it from the placeholder image (a 1280×921
 * image made a 16:9 embed's placeholder 100 px taller). The container keeps the display it has;
 * the blocked iframe, hidden, holds the embed's place in it.
 *
 * Its removal, on activation, is let-in.ts's (the part pack consent-choice).
 */
import { consentNotice } from '../../lib/consent-notice';
import { cfg, flag, str } from './config';
import { asText } from '../../lib/text';
import { KEPT_DISPLAY, containerOf } from './activate';

let index = 0;

export function addPlaceholder(element: Element): void {
  const container = containerOf(element);
  if (!container || container === document.body || element.classList.contains('cmplz-processed')) return;
  element.classList.add('cmplz-processed');
  if (container.hasAttribute('data-placeholder_class_index')) return;
  index++;
  const display = getComputedStyle(container).display;
  container.classList.add('cmplz-blocked-content-container', `cmplz-placeholder-${index}`);
  if (display !== 'none' && display !== 'flex') {
    container.setAttribute(KEPT_DISPLAY, container.style.display);
    container.style.display = display;
  }
  container.setAttribute('data-placeholder_class_index', String(index));
  const image = element.getAttribute('data-placeholder-image');
  if (image) {
    container.setAttribute('data-placeholder-image', image);
    container.style.backgroundImage = `url("${encodeURI(image)}")`;
  }
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
