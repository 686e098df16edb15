/**
 * One enhanced Contact Form 7 form: what its hidden fields say (id, plugin version, locale,
 * unit tag, container post) and where its REST routes are, fixed once read; and its state,
 * which only the flows in submit.ts change.
 */
import { ownRecord } from '../../lib/globals';
import { namedControl } from '../../lib/dom';
import { discoverRestRoot, restUrl } from '../../lib/http';
import { NAMESPACE } from './constants';

/** What names the form in every event's detail, as CF7 has it. */
export interface FormIdentity {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
}

/** What changes while the form is used: read and written by the flows in submit.ts only. */
export interface FormState {
  /** The status class the form shows (`init`, `submitting`, `sent`, `custom-…`). */
  status: string;
  /** Submissions started: a field check asked for before one (validation.ts) is dropped. */
  submissions: number;
  /** A submission is under way: a second one is ignored, fields are not checked. */
  busy?: boolean;
  /** The reset under way follows a mail_sent reply: it ends in `sent`, not `init`. */
  resetOnMailSent?: boolean;
}

export interface ContactForm {
  readonly form: HTMLFormElement;
  readonly parent: Element;
  readonly id: FormIdentity;
  readonly signal: AbortSignal;
  readonly state: FormState;
  route(...parts: string[]): string;
}

/** The form as the DOM helpers (display.ts) see it: without its state, which they do not touch. */
export type FormView = Pick<ContactForm, 'form' | 'parent' | 'id'>;

export const instances = new WeakMap<HTMLFormElement, ContactForm>();

/** The page's `wpcf7` global as an object (empty when missing). */
export function pageConfig(): Record<string, unknown> {
  return ownRecord('wpcf7') ?? {};
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

export function createInstance(form: HTMLFormElement, parent: Element, signal: AbortSignal): ContactForm {
  const config = pageConfig();
  const api = (config.api ?? config.apiSettings ?? {}) as { root?: unknown; namespace?: unknown };
  const root = text(api.root, discoverRestRoot());
  const hidden = (name: string): string => namedControl(form, name)?.value ?? '';
  const id: FormIdentity = {
    contactFormId: parseInt(hidden('_wpcf7') || (parent.getAttribute('data-wpcf7-id') ?? ''), 10),
    pluginVersion: hidden('_wpcf7_version'),
    contactFormLocale: hidden('_wpcf7_locale'),
    unitTag: hidden('_wpcf7_unit_tag') || parent.id,
    containerPostId: parseInt(hidden('_wpcf7_container_post'), 10) || 0,
  };
  return {
    form,
    parent,
    id,
    signal,
    state: { status: form.getAttribute('data-status') ?? 'init', submissions: 0 },
    route: (...parts) => restUrl(root, text(api.namespace, NAMESPACE), 'contact-forms', String(id.contactFormId), ...parts),
  };
}
