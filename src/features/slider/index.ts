/**
 * The theme's sliders (`.qt-slickslider`, `.qt-slick` of `.qt-item` slides) as an ARIA
 * carousel: slides in a `.slick-list > .slick-track`, previous / next arrows, dots, a
 * visible pause control when it rotates, arrow keys and swipe. Options come from the theme's
 * data attributes, per breakpoint (1170, 600). Rotation pauses on hover and stops when focus
 * enters; `qt-invisible` is removed once ready.
 */
import type { Cleanup, Feature, MountContext } from '../../core/registry';
import { isNonEmpty } from '../../lib/arrays';
import type { NonEmpty } from '../../lib/arrays';
import { wireWhenNeeded } from '../../lib/idle';
import { AttributeJournal, el } from '../../lib/dom';
import { debounce, later, RESIZE_DEBOUNCE_MS } from '../../lib/timers';
import { measure, mutate } from '../../lib/frame';
import { reducedMotion } from '../../lib/motion';
import { SWIPE_MIN_PX, TRANSITION } from './constants';
import { button, dots, markDots } from './controls';
import { MESSAGES } from './messages';
import { parseSliderOptions, settingsAt, stepIndex } from './parse';
import type { SliderSettings } from './parse';
import { definition } from './definition';

export const slider: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(root, ctx) {
    const slides = Array.from(root.querySelectorAll<HTMLElement>(':scope > .qt-item'));
    if (!isNonEmpty(slides) || !(root instanceof HTMLElement)) return undefined;
    // At boot, wired when near the viewport or when the browser is idle (lib/idle).
    return wireWhenNeeded(root, ctx, () => wire(root, ctx, slides));
  },
};

function wire(root: HTMLElement, ctx: MountContext, slides: NonEmpty<HTMLElement>): Cleanup | undefined {
  const { signal } = ctx;
  const journal = new AttributeJournal();
  const options = parseSliderOptions((name) => root.getAttribute(`data-${name}`));
  const viewport = el('div', 'slick-list');
  viewport.style.cssText = 'overflow:hidden;touch-action:pan-y';
  const track = el('div', 'slick-track');
  track.style.cssText = `display:flex;position:relative;${reducedMotion() ? '' : `transition:${TRANSITION}`}`;
  slides[0].before(viewport);
  viewport.append(track);
  track.append(...slides);
  journal.set(root, 'role', 'region');
  journal.set(root, 'aria-roledescription', 'carousel');
  if (!root.hasAttribute('aria-label')) journal.set(root, 'aria-label', MESSAGES.carousel);
  slides.forEach((slide, at) => {
    journal.set(slide, 'role', 'group');
    journal.set(slide, 'aria-roledescription', 'slide');
    journal.set(slide, 'aria-label', MESSAGES.slide(at + 1, slides.length));
  });

  let settings: SliderSettings = settingsAt(options, window.innerWidth);
  let index = 0;
  let playing = false;
  let hovered = false;
  let controls: HTMLElement[] = [];
  let dotList: HTMLUListElement | null = null;
  let pause: HTMLButtonElement | null = null;
  let stopTimer = (): void => undefined;
  const movable = (): boolean => settings.centerMode || settings.variableWidth || slides.length > settings.slidesToShow;

  const offsetOf = (current: HTMLElement): string => {
    let offset = current.offsetLeft;
    if (settings.centerMode) offset -= (viewport.clientWidth - current.offsetWidth) / 2;
    return `translateX(${-Math.round(offset)}px)`;
  };
  // At mount the track's offset is measured before the next paint, with every other
  // widget's measurements (lib/frame); later moves measure at once.
  const position = (batched = false): void => {
    const current = slides[index]!;
    if (!batched) track.style.transform = offsetOf(current);
    else {
      measure(() => {
        if (slides[index] !== current) return;
        const transform = offsetOf(current);
        mutate(() => { track.style.transform = transform; }, signal, ctx.report);
      }, signal, ctx.report);
    }
    const first = settings.centerMode ? index - Math.floor(settings.slidesToShow / 2) : index;
    slides.forEach((slide, at) => {
      const shown = settings.variableWidth ? at === index : at >= first && at < first + settings.slidesToShow;
      slide.inert = !shown;
      slide.classList.toggle('slick-active', shown);
      slide.classList.toggle('slick-current', at === index);
    });
    markDots(dotList, index);
  };
  const schedule = (): void => {
    stopTimer();
    const rotating = playing && !hovered;
    viewport.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (rotating) stopTimer = later(() => go(stepIndex(index, 1, slides.length, settings)), settings.autoplaySpeed, signal);
  };
  const go = (to: number): void => {
    index = to;
    position();
    schedule();
  };
  const setPlaying = (on: boolean): void => {
    playing = on && settings.autoplay && movable();
    if (pause) pause.textContent = playing ? MESSAGES.pause : MESSAGES.play;
    schedule();
  };
  const step = (by: number): void => go(stepIndex(index, by, slides.length, settings));

  const build = (batched = false): void => {
    controls.forEach((control) => control.remove());
    controls = [];
    dotList = pause = null;
    slides.forEach((slide) => {
      slide.style.flex = settings.variableWidth ? '0 0 auto' : `0 0 ${100 / settings.slidesToShow}%`;
    });
    if (movable()) {
      if (settings.autoplay) {
        pause = button('airlift-slider-pause', MESSAGES.pause);
        pause.addEventListener('click', () => setPlaying(!playing));
        controls.push(pause);
      }
      if (settings.arrows) {
        const previous = button('slick-prev slick-arrow', '‹', MESSAGES.previous);
        const next = button('slick-next slick-arrow', '›', MESSAGES.next);
        previous.addEventListener('click', () => step(-1));
        next.addEventListener('click', () => step(1));
        controls.push(previous, next);
      }
      if (settings.dots) controls.push(dotList = dots(slides.length, go));
    }
    if (pause) viewport.before(pause);
    viewport.after(...controls.filter((control) => control !== pause));
    index = Math.min(index, slides.length - 1);
    setPlaying(settings.autoplay);
    position(batched);
  };

  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as Element).closest('input, textarea, select, [role="slider"]')) return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  }, { signal });
  let startX: number | null = null;
  viewport.addEventListener('pointerdown', (event) => { startX = event.clientX; }, { signal });
  viewport.addEventListener('pointerup', (event) => {
    const moved = startX === null ? 0 : event.clientX - startX;
    startX = null;
    if (Math.abs(moved) >= SWIPE_MIN_PX) step(moved < 0 ? 1 : -1);
  }, { signal });
  root.addEventListener('mouseenter', () => {
    hovered = settings.pauseOnHover;
    schedule();
  }, { signal });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    schedule();
  }, { signal });
  // Focus inside stops rotation for good; the pause control starts it again.
  root.addEventListener('focusin', (event) => {
    if (event.target !== pause && playing) setPlaying(false);
  }, { signal });
  window.addEventListener('resize', debounce(() => {
    const next = settingsAt(options, window.innerWidth);
    if (next !== settings) {
      settings = next;
      build();
    } else position();
  }, RESIZE_DEBOUNCE_MS, signal), { signal });

  build(true);
  const wasInvisible = root.classList.contains('qt-invisible');
  root.classList.remove('qt-invisible');
  journal.addClass(root, 'slick-initialized');
  return () => {
    stopTimer();
    controls.forEach((control) => control.remove());
    slides.forEach((slide) => {
      slide.style.flex = '';
      slide.inert = false;
      slide.classList.remove('slick-active', 'slick-current');
    });
    viewport.before(...slides);
    viewport.remove();
    if (wasInvisible) root.classList.add('qt-invisible');
    journal.restore();
  };
}

export default slider;
