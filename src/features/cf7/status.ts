/** The form's status: class, `data-status`, `wpcf7statuschanged`, and `inert-on-<status>` elements. */
import { emit } from '../../lib/events';
import { PLAIN_STATUSES, STATUS_CLASSES } from './constants';
import { detailOf } from './instance';
import type { ContactForm } from './instance';

/** The class a status shows as: the legacy name, or `custom-<status>` for any other (once). */
export function statusClass(status: string): string {
  const known = STATUS_CLASSES[status] ?? status;
  return PLAIN_STATUSES.includes(known) || /^custom-/.test(known) ? known : `custom-${status.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/g, '-')}`;
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
