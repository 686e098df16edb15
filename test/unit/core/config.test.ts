// A site turns features off on airlift's own tag: `data-airlift-off` (the WordPress plugin prints
// it for the plugins whose own script the site keeps).
import { describe, expect, it } from 'vitest';
import { featuresOff } from '../../../src/core/config';

const tag = (value: string | null): Element => {
  const script = document.createElement('script');
  if (value !== null) script.setAttribute('data-airlift-off', value);
  return script;
};

describe('featuresOff', () => {
  it('reads names separated by spaces or commas', () => {
    expect([...featuresOff(tag('cf7 popups,media ,  '))]).toEqual(['cf7', 'popups', 'media']);
  });

  it('is empty without the attribute or without a tag', () => {
    expect(featuresOff(tag(null)).size).toBe(0);
    expect(featuresOff(tag('')).size).toBe(0);
    expect(featuresOff(null).size).toBe(0);
  });
});
