/** A form's REST routes, made in the part pack (lib/http stays out of the forms pack at load). */
import { discoverRestRoot, restUrl } from '../../lib/http';
import type { ContactForm } from './instance';
import { NAMESPACE } from './part-constants';

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

/** `contact-forms/{id}/…parts` under the page's REST root and namespace (the advertised root, or `/wp-json/`). */
export const route = (cf: Pick<ContactForm, 'id' | 'rest'>, ...parts: string[]): string =>
  restUrl(text(cf.rest.root, discoverRestRoot()), text(cf.rest.namespace, NAMESPACE), 'contact-forms', String(cf.id.contactFormId), ...parts);
