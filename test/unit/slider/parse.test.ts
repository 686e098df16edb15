// SPEC §9 — the theme's slider options: data attributes, 4 s autoplay, breakpoints 1170 and 600.
import { describe, expect, it } from 'vitest';
import { parseSliderOptions, settingsAt, stepIndex } from '../../../src/features/slider/parse';

const reader = (attributes: Record<string, string>) => (name: string): string | null => attributes[name] ?? null;

describe('slider option parsing', () => {
  const options = parseSliderOptions(reader({
    slidestoshow: '3', slidestoshowipad: '2', slidestoshowmobile: '1', autoplay: 'true', pauseonhover: 'true',
    infinite: 'true', dots: 'true', arrows: 'true', arrowsmobile: 'false', dotsmobile: 'true', centermode: 'false',
  }));

  it('reads the desktop settings, with autoplay every 4 s by default', () => {
    expect(options.desktop).toEqual({
      slidesToShow: 3, autoplay: true, autoplaySpeed: 4000, pauseOnHover: true, infinite: true,
      dots: true, arrows: true, centerMode: false, variableWidth: false,
    });
  });

  it('applies the tablet settings up to 1170 px and the mobile ones up to 600 px', () => {
    expect(settingsAt(options, 1171).slidesToShow).toBe(3);
    expect(settingsAt(options, 1170).slidesToShow).toBe(2);
    expect(settingsAt(options, 601)).toBe(options.tablet);
    expect(settingsAt(options, 600)).toBe(options.mobile);
    expect(options.mobile).toMatchObject({ slidesToShow: 1, arrows: false, dots: true });
    expect(options.tablet.arrows).toBe(true);
  });

  it('honours a rotation interval given in seconds', () => {
    expect(parseSliderOptions(reader({ autoplayspeed: '2.5' })).desktop.autoplaySpeed).toBe(2500);
  });

  it('falls back to the defaults for missing or malformed values', () => {
    const fallback = parseSliderOptions(reader({ slidestoshow: 'three', autoplayspeed: '-1', autoplay: 'yes please', dots: '' }));
    expect(fallback.desktop).toMatchObject({ slidesToShow: 1, autoplaySpeed: 4000, autoplay: false, dots: false, arrows: true, infinite: true });
  });

  it('steps with wrap-around when infinite and clamps when not', () => {
    const infinite = { ...options.desktop };
    expect(stepIndex(2, 1, 5, infinite)).toBe(0);
    expect(stepIndex(0, -1, 5, infinite)).toBe(2);
    const finite = { ...options.desktop, infinite: false };
    expect(stepIndex(2, 1, 5, finite)).toBe(2);
    expect(stepIndex(0, -1, 5, finite)).toBe(0);
    expect(stepIndex(3, 1, 5, { ...finite, centerMode: true })).toBe(4);
  });
});
