export const MESSAGES = {
  carousel: 'Slider',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause',
  play: 'Play',
  slide: (n: number, of: number): string => `${n} of ${of}`,
  goTo: (n: number): string => `Slide ${n}`,
};
