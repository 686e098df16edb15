// The sliders' keys, per the WAI-ARIA slider pattern: arrows step, Page Up/Down step more,
// Home and End go to the ends, nothing passes them; other keys are not the slider's.
import { describe, expect, it } from 'vitest';
import { sliderKey } from '../../../src/features/media/player/slider';

describe('sliderKey', () => {
  it('steps, pages and jumps within 0 and max', () => {
    expect(sliderKey('ArrowRight', 1, 3, 0.15, 0.3)).toBeCloseTo(1.15);
    expect(sliderKey('ArrowUp', 1, 3, 0.15, 0.3)).toBeCloseTo(1.15);
    expect(sliderKey('ArrowLeft', 1, 3, 0.15, 0.3)).toBeCloseTo(0.85);
    expect(sliderKey('ArrowDown', 0.1, 3, 0.15, 0.3)).toBe(0);
    expect(sliderKey('PageUp', 2.9, 3, 0.15, 0.3)).toBe(3);
    expect(sliderKey('PageDown', 1, 3, 0.15, 0.3)).toBeCloseTo(0.7);
    expect(sliderKey('Home', 2, 3, 0.15, 0.3)).toBe(0);
    expect(sliderKey('End', 2, 3, 0.15, 0.3)).toBe(3);
  });

  it('leaves other keys alone', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'Escape']) expect(sliderKey(key, 1, 3, 0.15, 0.3)).toBeNull();
  });
});
