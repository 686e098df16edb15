/**
 * A form's schema, in the part pack: asked for at the visitor's first interaction with the form
 * (form.ts, through part.ts), or at a check that needs it (`wpcf7.validate`), once a form. A
 * check asked for meanwhile waits for it (submit.ts validateForm). Where it cannot load, the form
 * has no rules: it is sent unchecked and the server validates.
 */
import { report } from '../../lib/report';
import { CF7_FEATURE } from './constants';
import { schemas } from './instance';
import type { ContactForm } from './instance';
import { route } from './routes';
import type { Rule } from './rules';
import { loadRules } from './schema';

const arrivals = new WeakMap<ContactForm, Promise<Rule[] | null>>();

async function arrive(cf: ContactForm): Promise<Rule[] | null> {
  const { contactFormId: id, pluginVersion } = cf.id;
  if (!(id > 0)) return null;
  const rules = await loadRules(route(cf, 'feedback', 'schema'), String(id), pluginVersion);
  if (rules) schemas.set(id, { rules });
  return rules;
}

/**
 * The form's rules: asks for the schema the first time (for this form), and resolves once it has
 * come, or with null where it failed (never rejects).
 */
export function validation(cf: ContactForm): Promise<Rule[] | null> {
  let arrival = arrivals.get(cf);
  if (!arrival) {
    arrival = arrive(cf).catch((error: unknown) => {
      report(CF7_FEATURE, error);
      return null;
    });
    arrivals.set(cf, arrival);
  }
  return arrival;
}
