/**
 * Contact Form 7's small form helpers: acceptance checkboxes gate the submit buttons, exclusive
 * checkbox groups, free-text inputs tied to their option, `http://` for scheme-less URLs, and
 * character counters.
 */
import { namedControl } from '../../lib/dom';

/** Submit buttons are disabled until every (non-optional) acceptance is given; `invert` flips it. */
export function updateAcceptance(form: HTMLFormElement): void {
  if (form.classList.contains('wpcf7-acceptance-as-validation')) return;
  const missing = Array.from(form.querySelectorAll('.wpcf7-acceptance:not(.optional)')).some((group) =>
    Array.from(group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).some((box) => box.checked === group.classList.contains('invert')));
  form.querySelectorAll<HTMLInputElement>('.wpcf7-submit').forEach((button) => {
    button.disabled = missing;
  });
}

/** In an exclusive group, checking one box unchecks the others of the same name. */
export function exclusive(form: HTMLFormElement, target: Element): void {
  const box = target as HTMLInputElement;
  if (!box.checked || !target.closest('.wpcf7-exclusive-checkbox')) return;
  form.querySelectorAll<HTMLInputElement>('.wpcf7-exclusive-checkbox input[type="checkbox"]').forEach((other) => {
    if (other !== box && other.name === box.name) other.checked = false;
  });
}

/** A free-text input is enabled only while its option is checked; checking it focuses the text. */
export function updateFreeText(form: HTMLFormElement, target?: Element): void {
  form.querySelectorAll('.has-free-text').forEach((item) => {
    const text = item.querySelector<HTMLInputElement>('.wpcf7-free-text');
    const option = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    if (!text || !option) return;
    text.disabled = !option.checked;
    // CF7 prints the free-text input without a label: it is named after its option.
    if (!text.labels?.length && !text.hasAttribute('aria-label')) text.setAttribute('aria-label', option.labels?.[0]?.textContent?.trim() ?? '');
    if (target === option && option.checked) text.focus();
  });
}

/** `example.com` → `http://example.com`: no scheme but a dot. */
export function withScheme(value: string): string {
  const url = value.trim();
  return url && !/^[a-z][a-z0-9.+-]*:/i.test(url) && url.includes('.') ? `http://${url.replace(/^\/+/, '')}` : url;
}

const int = (value: string | undefined): number => parseInt(value ?? '', 10) || 0;

/** Counters (`.wpcf7-character-count`) count up, or down from their starting value. */
export function updateCounters(form: HTMLFormElement): void {
  form.querySelectorAll<HTMLElement>('.wpcf7-character-count').forEach((counter) => {
    const { targetName, startingValue, maximumValue, minimumValue } = counter.dataset;
    const field = namedControl(form, targetName ?? '');
    if (typeof field?.value !== 'string') return;
    const length = field.value.length;
    const count = counter.classList.contains('down') ? int(startingValue) - length : length;
    counter.setAttribute('data-current-value', String(count));
    counter.textContent = String(count);
    counter.classList.toggle('too-long', int(maximumValue) > 0 && int(maximumValue) < length);
    counter.classList.toggle('too-short', int(minimumValue) > 0 && length < int(minimumValue));
  });
}
