/**
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
 * Adding one is the part pack `consent-placeholders`' (placeholder-add.ts), loaded where the
 * page has such an embed, once it comes near the viewport; its removal, on activation, is here.
 */

/** The container's own inline display, while airlift keeps its computed display in place of the flex box. */
export const KEPT_DISPLAY = 'data-airlift-display';

export function containerOf(element: Element): HTMLElement | null {
  const wrapped = element.tagName === 'IFRAME' || element.tagName === 'VIDEO' || element.classList.contains('cmplz-image');
  return (wrapped ? element.parentElement : element) as HTMLElement | null;
}

/** Undoes the placeholder once the real content is in. */
export function removePlaceholder(element: Element): void {
  const container = element.closest<HTMLElement>('.cmplz-blocked-content-container') ?? containerOf(element);
  if (container) {
    container.classList.remove('cmplz-blocked-content-container', `cmplz-placeholder-${container.getAttribute('data-placeholder_class_index')}`);
    container.style.backgroundImage = '';
    const kept = container.getAttribute(KEPT_DISPLAY);
    if (kept !== null) {
      container.style.display = kept;
      container.removeAttribute(KEPT_DISPLAY);
    }
    container.querySelector(':scope > .cmplz-blocked-content-notice')?.remove();
  }
  element.classList.remove('cmplz-iframe-styles', 'cmplz-iframe', 'video-wrap');
}
