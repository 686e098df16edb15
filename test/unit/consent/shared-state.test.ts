// Feature packs bundle their own copy of lib/consent; every copy must answer from the one
// provider the consent feature set, and every copy's listeners must hear its changes.
import { describe, expect, it, vi } from 'vitest';

describe('lib/consent shared state', () => {
  it('two copies of the module share the provider and the listeners', async () => {
    vi.resetModules();
    const main = await import('../../../src/lib/consent');
    vi.resetModules();
    const pack = await import('../../../src/lib/consent');
    expect(pack).not.toBe(main);
    const heard = vi.fn();
    const off = pack.onConsentChange(heard);
    main.setConsentProvider((category) => category === 'statistics');
    expect(pack.hasConsent('statistics')).toBe(true);
    expect(pack.hasConsent('marketing')).toBe(false);
    main.notifyConsentChange();
    expect(heard).toHaveBeenCalledTimes(1);
    off();
    main.setConsentProvider(null);
  });
});
