/** The form's status: class, `data-status`, `wpcf7statuschanged`, and `inert-on-<status>` elements. */
import { emit } from '../../core/events';
import { STATUS_CLASSES } from './constants';
import { baseDetail } from './instance';
import type { ContactForm } from './instance';

/** The class a status shows as: the legacy name, or `custom-<status>` for any other. */
export function statusClass(status: string): string {
  const known = STATUS_CLASSES[status];
  if (known) return known;
  if (Object.values(STATUS_CLASSES).includes(status)) return status;
  return `custom-${status.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/g, '-')}`;
}

export function setStatus(cf: ContactForm, status: string): string {
  const next = statusClass(status);
  const { form } = cf;
  const previous = form.getAttribute('data-status');
  cf.status = next;
  form.setAttribute('data-status', next);
  form.classList.add(next);
  form.querySelectorAll('[class*="inert-on-"]').forEach((element) => {
    (element as HTMLElement).inert = element.classList.contains(`inert-on-${next}`);
  });
  if (previous && previous !== next) {
    form.classList.remove(previous);
    emit(form, 'wpcf7statuschanged', { ...baseDetail(cf), prevStatus: previous });
  }
  return next;
}
