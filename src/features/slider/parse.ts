/**
 * The theme's slider options from its data attributes, and the settings that apply at a
 * window width (slick-style breakpoints: ≤ 1170 px tablet, ≤ 600 px mobile).
 */
import { AUTOPLAY_SPEED_S, MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from './constants';

export interface SliderSettings {
  slidesToShow: number;
  autoplay: boolean;
  /** Milliseconds between slides. */
  autoplaySpeed: number;
  pauseOnHover: boolean;
  infinite: boolean;
  dots: boolean;
  arrows: boolean;
  centerMode: boolean;
  variableWidth: boolean;
}

export interface SliderOptions {
  desktop: SliderSettings;
  tablet: SliderSettings;
  mobile: SliderSettings;
}

type Read = (name: string) => string | null;

function flag(value: string | null, fallback: boolean): boolean {
  if (value === null || value.trim() === '') return fallback;
  return /^(true|1|yes|on)$/i.test(value.trim());
}

function count(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, 12) : fallback;
}

/** Reads `data-*` attributes; anything missing or malformed takes the theme's default. */
export function parseSliderOptions(read: Read): SliderOptions {
  const seconds = Number.parseFloat(read('autoplayspeed') ?? '');
  const desktop: SliderSettings = {
    slidesToShow: count(read('slidestoshow'), 1),
    autoplay: flag(read('autoplay'), false),
    autoplaySpeed: (Number.isFinite(seconds) && seconds > 0 ? seconds : AUTOPLAY_SPEED_S) * 1000,
    pauseOnHover: flag(read('pauseonhover'), true),
    infinite: flag(read('infinite'), true),
    dots: flag(read('dots'), false),
    arrows: flag(read('arrows'), true),
    centerMode: flag(read('centermode'), false),
    variableWidth: flag(read('variablewidth'), false),
  };
  const tablet = { ...desktop, slidesToShow: count(read('slidestoshowipad'), desktop.slidesToShow) };
  const mobile: SliderSettings = {
    ...tablet,
    slidesToShow: count(read('slidestoshowmobile'), 1),
    dots: flag(read('dotsmobile'), desktop.dots),
    arrows: flag(read('arrowsmobile'), desktop.arrows),
    centerMode: flag(read('centermodemobile'), desktop.centerMode),
    variableWidth: flag(read('variablewidthmobile'), desktop.variableWidth),
  };
  return { desktop, tablet, mobile };
}

export function settingsAt(options: SliderOptions, width: number): SliderSettings {
  if (width <= MOBILE_MAX_WIDTH) return options.mobile;
  return width <= TABLET_MAX_WIDTH ? options.tablet : options.desktop;
}

/** The next index from `index` by `step`, wrapping when infinite, else clamped to the last page. */
export function stepIndex(index: number, step: number, slides: number, settings: SliderSettings): number {
  const last = settings.centerMode || settings.variableWidth ? slides - 1 : Math.max(0, slides - settings.slidesToShow);
  const next = index + step;
  if (settings.infinite) return next > last ? 0 : next < 0 ? last : next;
  return Math.min(last, Math.max(0, next));
}
