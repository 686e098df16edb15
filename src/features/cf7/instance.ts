/**
 * One enhanced Contact Form 7 form: what its hidden fields say (id, plugin version, locale,
 * unit tag, container post), where its REST routes are, and its status.
 */
import { readGlobal } from '../../core/config';
import { discoverRestRoot, restUrl } from '../../lib/http';
import { NAMESPACE } from './constants';
import type { Rule } from './rules';

export interface ContactForm {
  form: HTMLFormElement;
  parent: Element;
  id: number;
  pluginVersion: string;
  locale: string;
  unitTag: string;
  containerPost: number;
  status: string;
  /** undefined while the schema loads, null when it failed. */
  rules: Rule[] | null | undefined;
  busy: boolean;
  resetOnMailSent: boolean;
  signal: AbortSignal;
  route(...parts: string[]): string;
}

export const instances = new WeakMap<HTMLFormElement, ContactForm>();

/** The page's `wpcf7` global as an object (empty when missing). */
export function pageConfig(): Record<string, unknown> {
  const value = readGlobal('wpcf7');
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function apiBase(): [string, string] {
  const config = pageConfig();
  const api = (config.api ?? config.apiSettings) as { root?: unknown; namespace?: unknown } | undefined;
  const root = typeof api?.root === 'string' && api.root ? api.root : discoverRestRoot();
  const namespace = typeof api?.namespace === 'string' && api.namespace ? api.namespace : NAMESPACE;
  return [root, namespace];
}

const hidden = (form: HTMLFormElement, name: string): string =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).find((input) => input.name === name)?.value ?? '';

export function createInstance(form: HTMLFormElement, parent: Element, signal: AbortSignal): ContactForm {
  const [root, namespace] = apiBase();
  const id = parseInt(hidden(form, '_wpcf7') || parent.getAttribute('data-wpcf7-id') || '', 10);
  return {
    form,
    parent,
    id,
    pluginVersion: hidden(form, '_wpcf7_version'),
    locale: hidden(form, '_wpcf7_locale'),
    unitTag: hidden(form, '_wpcf7_unit_tag') || parent.id,
    containerPost: parseInt(hidden(form, '_wpcf7_container_post'), 10) || 0,
    status: form.getAttribute('data-status') ?? 'init',
    rules: undefined,
    busy: false,
    resetOnMailSent: false,
    signal,
    route: (...parts) => restUrl(root, namespace, 'contact-forms', String(id), ...parts),
  };
}

/** The part of every event's detail that names the form. */
export function baseDetail(cf: ContactForm) {
  return {
    contactFormId: cf.id,
    pluginVersion: cf.pluginVersion,
    contactFormLocale: cf.locale,
    unitTag: cf.unitTag,
    containerPostId: cf.containerPost,
    status: cf.status,
  };
}
