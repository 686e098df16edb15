/** The form's status: class, `data-status`, `wpcf7statuschanged`, and `inert-on-<status>` elements. */
import { emit } from '../../lib/events';
import { ownValue } from '../../lib/own';
import { PLAIN_STATUSES, STATUS_CLASSES } from './constants';
import { detailOf } from './instance';
import type { ContactForm } from './instance';

/** `known` without anything a class name cannot hold: runs of other characters become one `-`. */
const classSafe = (known: string): string => known.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/g, '-');

/**
 * The class a status shows as: the legacy name, or `custom-<status>` for any other (once), with
 * everything but letters and digits turned into dashes as CF7 does: a class name is never built
 * from the server's text as it came (`custom-on hold` would throw in `classList.add`).
 */
export function statusClass(status: string): string {
  const known = ownValue(STATUS_CLASSES, status) ?? status;
  if (PLAIN_STATUSES.includes(known)) return known;
  const custom = /^custom-/.test(known) ? known.slice('custom-'.length) : known;
  return `custom-${classSafe(custom)}`;
}

export function setStatus(cf: ContactForm, status: string): string {
  const next = statusClass(status);
  const { form } = cf;
  const previous = form.getAttribute('data-status');
  cf.status = next;
  form.setAttribute('data-status', next);
  form.classList.add(next);
  form.querySelectorAll<HTMLElement>('[class*="inert-on-"]').forEach((element) => {
    element.inert = element.classList.contains(`inert-on-${next}`);
  });
  if (previous && previous !== next) {
    form.classList.remove(previous);
    emit(form, 'wpcf7statuschanged', { ...detailOf(cf), prevStatus: previous });
  }
  return next;
}
