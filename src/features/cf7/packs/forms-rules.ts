/**
 * The part pack of the cf7 feature that a form needs once it is used: the submission path
 * (submit.ts's flows with lib/http, reply.ts, refill.ts, display.ts) and the client-side
 * validation (rules.ts, checks.ts, and schema.ts's load, cache and parse of the SWV schema). A
 * form asks for it at the visitor's first interaction with it, or at a page call (part.ts), and
 * a page whose configuration says `wpcf7.cached` at load (its refill), so a page whose form is
 * never touched carries neither the code, nor valibot (the schema pack), nor the schema request.
 */
import { hostGlobal } from '../../../packs/types';
import { FORMS_RULES_PACK } from '../constants';
import { reset, submit, validateForm } from '../submit';
import { validation } from '../validation';

export interface FormsRulesPack {
  submit: typeof submit;
  reset: typeof reset;
  validateForm: typeof validateForm;
  validation: typeof validation;
}

hostGlobal()?.definePack(FORMS_RULES_PACK, (): FormsRulesPack => ({ submit, reset, validateForm, validation }));
