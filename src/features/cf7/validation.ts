/**
 * A form's client-side validation arrives at the visitor's first interaction with it (form.ts),
 * or at a page call that needs it (`wpcf7.validate`): the part pack `forms-rules` (the rules,
 * their checks and the schema's load), once a page, then the form's schema, once a form. Not
 * at load: most visitors of a contact page never touch its form. A check asked for meanwhile
 * waits for both (submit.ts validateForm). Where the part or the schema cannot load, the form
 * has no rules, as when the schema fails today: it is sent unchecked and the server validates.
 */
import { ownRecord } from '../../lib/globals';
import { report } from '../../lib/report';
import { CF7_FEATURE, FORMS_RULES_PACK } from './constants';
import type { ContactForm } from './instance';
import type { FormsRulesPack } from './packs/forms-rules';
import type { Rule } from './rules';

/** `wpcf7.schemas`: the facade's map when there is one, so the page sees what forms load. */
export const schemas: Map<number, unknown> = (() => {
  const shared = (window as unknown as { wpcf7?: { schemas?: unknown } }).wpcf7?.schemas;
  return shared instanceof Map ? (shared as Map<number, unknown>) : new Map<number, unknown>();
})();

/** A form's rules and the check that applies them. */
export interface Validation {
  rules: Rule[];
  validate: FormsRulesPack['validate'];
}

let part: Promise<FormsRulesPack | null> | undefined;

/** The part pack, asked for once a page; null where it cannot load (reported once, not asked for again). */
function rulesPack(): Promise<FormsRulesPack | null> {
  part ??= Promise.resolve().then(() => {
    const airlift = ownRecord('airlift') as { loadPack?: <T>(name: string) => Promise<T> } | undefined;
    if (typeof airlift?.loadPack !== 'function') throw new Error(`airlift: no pack loader for ${FORMS_RULES_PACK}`);
    return airlift.loadPack<FormsRulesPack>(FORMS_RULES_PACK);
  }).catch((error: unknown) => {
    report(CF7_FEATURE, error);
    return null;
  });
  return part;
}

const arrivals = new WeakMap<ContactForm, Promise<Validation | null>>();

async function arrive(cf: ContactForm): Promise<Validation | null> {
  const { contactFormId: id, pluginVersion } = cf.id;
  if (!(id > 0)) return null;
  const pack = await rulesPack();
  const rules = pack && await pack.loadRules(cf.route('feedback', 'schema'), String(id), pluginVersion);
  if (!pack || !rules) return null;
  schemas.set(id, { rules });
  return { rules, validate: pack.validate };
}

/**
 * The form's validation: asks for the part and the schema the first time (for this form), and
 * resolves once they have come, or with null where either failed (never rejects).
 */
export function validation(cf: ContactForm): Promise<Validation | null> {
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
