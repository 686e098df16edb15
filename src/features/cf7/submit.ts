/**
 * A form's flows, each read top to bottom: a submission (`POST contact-forms/{id}/feedback`),
 * the reset that follows it or any reset of the form (`GET …/refill`), and a field check (once
 * the validation part and the schema have come: validation.ts). They are the only code that
 * changes the form's state (`cf.state`) and fires Contact Form 7's events; each step they call
 * takes what it needs and returns what the next needs: reply.ts parses, the validation part
 * checks, display.ts and refill.ts write the DOM. Beyond CF7: a busy form ignores a second
 * submit, and a failed call (offline, not JSON, non-2xx, no content) leaves the values and
 * allows another try.
 */
import { formOwn, namedControl } from '../../lib/dom';
import { emit } from '../../lib/events';
import { restFetch } from '../../lib/http';
import type { RestError } from '../../lib/http';
import { ownValue } from '../../lib/own';
import { asText } from '../../lib/text';
import { SUBMIT_TIMEOUT_MS } from './constants';
import { clearResponse, fieldsOf, focusFirstInvalid, markField, showResponse, statusClass, wrapName } from './display';
import { pageConfig } from './instance';
import type { ContactForm } from './instance';
import { MESSAGE_NO_RESULT } from './messages';
import { refill } from './refill';
import { parseFeedback, parseRefill } from './reply';
import type { FieldValue } from './rules';
import { validation } from './validation';

/** The event a status fires besides `wpcf7submit`. */
const EVENTS: Record<string, string> = { invalid: 'invalid', unaccepted: 'unaccepted', spam: 'spam', aborted: 'aborted', sent: 'mailsent', failed: 'mailfailed' };

/** An event's detail as CF7 builds it: the form's identity and status, then what the event adds. */
const detailOf = (cf: ContactForm) => ({ ...cf.id, status: cf.state.status });

/** The form's inputs (not those named `_…`) and FormData, as CF7's submit and reset events carry them. */
function withInputs(cf: ContactForm, formData: FormData): Record<string, unknown> {
  const inputs = Array.from(formData, ([name, value]) => ({ name, value })).filter(({ name }) => name[0] !== '_');
  return { ...detailOf(cf), inputs, formData };
}

/**
 * The form takes `status` (a server or client name): its state, `data-status`, its class (the
 * previous one removed), its `inert-on-<status>` elements, and `wpcf7statuschanged` on a change.
 */
function setStatus(cf: ContactForm, status: string): string {
  const { form, state } = cf;
  const next = statusClass(status);
  const previous = form.getAttribute('data-status');
  state.status = next;
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

export async function submit(cf: ContactForm, submitter?: HTMLElement | null): Promise<void> {
  const { form, state } = cf;
  if (state.busy) return;
  state.submissions++;
  // A page that blocks submissions (`wpcf7.blocked`) shows the form as submitting and sends nothing.
  if (pageConfig().blocked) {
    clearResponse(cf);
    setStatus(cf, 'submitting');
    return;
  }
  // The data CF7 sends, with the submitter's name and value; the one detail all its events carry.
  const formData = new FormData(form);
  const named = submitter as HTMLButtonElement | null | undefined;
  if (named?.name) formData.append(named.name, named.value);
  const detail = withInputs(cf, formData);
  clearResponse(cf);
  emit(form, 'wpcf7beforesubmit', detail);
  setStatus(cf, 'submitting');
  state.busy = true;
  form.setAttribute('aria-busy', 'true');
  let failure: RestError | undefined;
  // A server that never answers gives up after SUBMIT_TIMEOUT_MS as a network failure would.
  const response = await restFetch(cf.route('feedback'), { method: 'POST', body: formData, signal: cf.signal, timeoutMs: SUBMIT_TIMEOUT_MS })
    .catch((error: RestError) => void (failure = error));
  const feedback = parseFeedback(response);
  // No result, and the form unmounted meanwhile: nothing more to show.
  if (!feedback && cf.signal.aborted) return;
  state.busy = false;
  form.removeAttribute('aria-busy');
  // No result (offline, timeout, not JSON, non-2xx, no status): the values stay for another try.
  if (!feedback) {
    setStatus(cf, 'init');
    showResponse(cf, asText(failure?.message, MESSAGE_NO_RESULT));
    return;
  }
  // The reply: status, then the events (listeners get the reply as the server sent it, as in CF7).
  const event = ownValue(EVENTS, setStatus(cf, feedback.status));
  detail.status = feedback.status;
  detail.apiResponse = response;
  if (event) emit(form, `wpcf7${event}`, detail);
  emit(form, 'wpcf7submit', detail);
  refill(form, parseRefill(response));
  const hash = namedControl(form, '_wpcf7_posted_data_hash');
  if (hash && feedback.postedDataHash) hash.value = feedback.postedDataHash;
  if (feedback.status === 'mail_sent') {
    state.resetOnMailSent = true;
    // The form's reset event calls `wpcf7.reset` (form.ts): `reset` below runs as far as its refill
    // call before the lines that follow here.
    formOwn(form, 'reset')();
  }
  feedback.invalidFields.forEach((entry) => markField(cf, entry.field, entry.message));
  showResponse(cf, feedback.message);
  focusFirstInvalid(cf);
}

/** Resets after a reset of the form: status resetting, refill call, then sent (after mail_sent) or init. */
export async function reset(cf: ContactForm): Promise<void> {
  const { form, state } = cf;
  // CF7 reads the (emptied) form before its refill call: wpcf7reset carries those inputs.
  const detail = withInputs(cf, new FormData(form));
  clearResponse(cf);
  setStatus(cf, 'resetting');
  let response: unknown = {};
  try {
    response = (await restFetch(cf.route('refill'), { signal: cf.signal, timeoutMs: SUBMIT_TIMEOUT_MS })) ?? {};
  } catch {
    if (cf.signal.aborted) return;
  }
  setStatus(cf, state.resetOnMailSent ? 'mail_sent' : 'init');
  state.resetOnMailSent = false;
  refill(form, parseRefill(response));
  detail.apiResponse = response;
  emit(form, 'wpcf7reset', detail);
}

/**
 * Checks the field of `target`'s wrap (every field when omitted) against the schema, on
 * change/blur/input or through `wpcf7.validate`, once the validation part and the schema have
 * come (validation.ts: the first check asks for them). Resolves with the errors found: none where
 * they could not come, and none for a check asked for before a submission that has started
 * since (its reply judges the fields). A submission is not checked here: it goes to the server as
 * CF7 sends it, and the reply's `invalid_fields` mark it.
 */
export async function validateForm(cf: ContactForm, target?: Element): Promise<Map<string, string>> {
  const { form, state } = cf;
  const { submissions } = state;
  const checker = await validation(cf);
  const wrap = target?.closest('.wpcf7-form-control-wrap');
  if (!checker || state.busy || state.submissions !== submissions || (target && (!wrap || target.closest('.novalidate')))) return new Map();
  const data = new FormData(form);
  const fields = wrap ? [wrapName(wrap)] : fieldsOf(form);
  const previous = state.status;
  setStatus(cf, 'validating');
  const errors = checker.validate(checker.rules, (field): FieldValue[] => [...data.getAll(field), ...data.getAll(`${field}[]`)], fields);
  fields.forEach((field) => markField(cf, field, errors.get(field)));
  setStatus(cf, previous);
  return errors;
}
