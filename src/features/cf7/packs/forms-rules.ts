/**
 * Client-side validation (rules.ts, checks.ts, and schema.ts's load, cache and parse of the SWV
 * schema), a part pack of the cf7 feature: a form loads it, and its schema, at the visitor's
 * first interaction with it (validation.ts), so a page whose form is never touched carries
 * neither the code nor the schema request.
 */
import { hostGlobal } from '../../../packs/types';
import { FORMS_RULES_PACK } from '../constants';
import { validate } from '../rules';
import { loadRules } from '../schema';

export interface FormsRulesPack {
  loadRules: typeof loadRules;
  validate: typeof validate;
}

hostGlobal()?.definePack(FORMS_RULES_PACK, (): FormsRulesPack => ({ loadRules, validate }));
