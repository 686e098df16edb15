/**
 * The forms pack's side of the part pack forms-rules (the submission path and the validation):
 * asked for once a page, at a form's first interaction (form.ts), at a page call (`wpcf7.submit`,
 * `reset`, `validate`), or at load where the page's `wpcf7.cached` needs a refill; the calls
 * below wait for it, then run its flows (submit.ts). Not at load: most visitors of a contact page
 * never touch its form. Where the part cannot load (reported once), a field is not checked, and a
 * submission is the browser's own POST of the form with its submitter: Contact Form 7's PHP
 * handles a form posted without JavaScript and shows its result in the page it answers with.
 */
import { formOwn } from '../../lib/dom';
import { report } from '../../lib/report';
import { loadPackByName } from '../../packs/types';
import { CF7_FEATURE, FORMS_RULES_PACK } from './constants';
import { pageConfig } from './instance';
import type { ContactForm } from './instance';
import type { FormsRulesPack } from './packs/forms-rules';

let part: Promise<FormsRulesPack | null> | undefined;
/** The part once it has come, null once it has failed; undefined before. */
let arrived: FormsRulesPack | null | undefined;

/** The part pack, asked for once a page; null where it cannot load (reported once, not asked for again). */
function formsPart(): Promise<FormsRulesPack | null> {
  part ??= loadPackByName<FormsRulesPack>(FORMS_RULES_PACK).catch((error: unknown) => {
    report(CF7_FEATURE, error);
    return null;
  }).then((pack) => (arrived = pack));
  return part;
}

/**
 * Runs `action` with the part (null where it failed): at once when it is here, as the flows ran
 * before they were a part (a submission's reset clears the form before the reply is shown), or
 * when it comes.
 */
function withPart<T>(action: (pack: FormsRulesPack | null) => T): T | Promise<T> {
  return arrived === undefined ? formsPart().then(action) : action(arrived);
}

/** At a form's first interaction: the part, then the form's schema. */
export const firstInteraction = (cf: ContactForm): void => void withPart((pack) => pack?.validation(cf));

/** Forms whose submission waits for the part (a second submit meanwhile is ignored, as a busy form's). */
const waiting = new WeakSet<ContactForm>();
/** Forms the browser is posting itself: `sending` while form.ts's submit listener must let that submit through. */
const native = new WeakMap<ContactForm, 'sending' | 'sent'>();

/**
 * Whether form.ts's submit listener leaves this submit to the browser: the native POST that
 * `submit` below starts where the part could not load. Once it is on its way, later submits
 * are ignored (the browser would post the form twice).
 */
export function postsNatively(cf: ContactForm): boolean {
  if (native.get(cf) !== 'sending') return false;
  native.set(cf, 'sent');
  return true;
}

/** The browser's own POST of the form, with its submitter when it is one of the form's submit buttons. */
function postNatively(cf: ContactForm, submitter?: HTMLElement | null): void {
  const { form } = cf;
  // A page that blocks submissions (`wpcf7.blocked`) sends nothing, with the part or without it.
  if (native.has(cf) || pageConfig().blocked) return;
  native.set(cf, 'sending');
  // In a task of its own: within the dispatch of the submit event that got here, the browser
  // would ignore a second submission of the form.
  setTimeout(() => {
    const requestSubmit = formOwn(form, 'requestSubmit');
    try {
      requestSubmit(submitter);
    } catch {
      // Not a submit button of this form (a page's `wpcf7.submit(form, { submitter })`): without it.
      requestSubmit();
    }
    // Nothing was sent (another listener of the page stopped it): the next submit tries again.
    if (native.get(cf) === 'sending') native.delete(cf);
  });
}

export async function submit(cf: ContactForm, submitter?: HTMLElement | null): Promise<void> {
  if (waiting.has(cf) || native.get(cf) === 'sent') return;
  waiting.add(cf);
  return withPart((pack) => {
    waiting.delete(cf);
    return pack ? pack.submit(cf, submitter) : postNatively(cf, submitter);
  });
}

export async function reset(cf: ContactForm): Promise<void> {
  return withPart((pack) => pack?.reset(cf));
}

/**
 * A field check (every field without `target`), once the part and the schema have come: none
 * where they could not; the submissions counted now, so that one started meanwhile drops it.
 */
export async function validateForm(cf: ContactForm, target?: Element): Promise<Map<string, string>> {
  const { submissions } = cf.state;
  return withPart((pack) => (pack ? pack.validateForm(cf, target, submissions) : new Map<string, string>()));
}
