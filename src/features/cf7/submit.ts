/**
 * Submission (`POST contact-forms/{id}/feedback`) and reset (`GET …/refill`), with Contact Form
 * 7's statuses and events, and what CF7 lacks: a busy form ignores a second submit, and a failed
 * call (offline, not JSON, non-2xx, no content) leaves the values and allows another try.
 */
import { formOwn, namedControl } from '../../lib/dom';
import { emit } from '../../lib/events';
import { restFetch } from '../../lib/http';
import type { RestError } from '../../lib/http';
import { clearResponse, focusFirstInvalid, markField, showResponse } from './display';
import { detailOf, pageConfig } from './instance';
import type { ContactForm } from './instance';
import { SUBMIT_TIMEOUT_MS } from './constants';
import { MESSAGE_NO_RESULT } from './messages';
import { ownValue } from '../../lib/own';
import { parseFeedback } from './reply';
import type { Feedback } from './reply';
import { refill } from './refill';
import { setStatus } from './status';
import { asText } from '../../lib/text';

/** The event a status fires besides `wpcf7submit`. */
const EVENTS: Record<string, string> = { invalid: 'invalid', unaccepted: 'unaccepted', spam: 'spam', aborted: 'aborted', sent: 'mailsent', failed: 'mailfailed' };

function setBusy(cf: ContactForm, busy: boolean): void {
  cf.busy = busy;
  if (busy) cf.form.setAttribute('aria-busy', 'true');
  else cf.form.removeAttribute('aria-busy');
}

/** An event's detail as CF7 builds it: the form's, with its inputs (not those named `_…`) and FormData. */
function detailWithInputs(cf: ContactForm, formData: FormData): Record<string, unknown> {
  const inputs = Array.from(formData, ([name, value]) => ({ name, value })).filter(({ name }) => name[0] !== '_');
  return { ...detailOf(cf), inputs, formData };
}

export async function submit(cf: ContactForm, submitter?: HTMLElement | null): Promise<void> {
  if (cf.busy) return;
  const { form } = cf;
  if (pageConfig().blocked) {
    clearResponse(cf);
    setStatus(cf, 'submitting');
    return;
  }
  const formData = new FormData(form);
  const named = submitter as HTMLButtonElement | null | undefined;
  if (named?.name) formData.append(named.name, named.value);
  const detail = detailWithInputs(cf, formData);
  clearResponse(cf);
  emit(form, 'wpcf7beforesubmit', detail);
  setStatus(cf, 'submitting');
  setBusy(cf, true);
  let response: unknown;
  let feedback: Feedback | null;
  try {
    // A server that never answers gives up after SUBMIT_TIMEOUT_MS as a network failure would.
    response = await restFetch(cf.route('feedback'), { method: 'POST', body: formData, signal: cf.signal, timeoutMs: SUBMIT_TIMEOUT_MS });
    feedback = parseFeedback(response);
    if (!feedback) throw new Error(MESSAGE_NO_RESULT);
  } catch (error) {
    if (cf.signal.aborted) return;
    setBusy(cf, false);
    setStatus(cf, 'init');
    showResponse(cf, asText((error as RestError | null)?.message, MESSAGE_NO_RESULT));
    return;
  }
  setBusy(cf, false);
  const status = setStatus(cf, feedback.status);
  detail.status = feedback.status;
  // Listeners get the reply as the server sent it, as in CF7.
  detail.apiResponse = response;
  const event = ownValue(EVENTS, status);
  if (event) emit(form, `wpcf7${event}`, detail);
  emit(form, 'wpcf7submit', detail);
  refill(cf, response);
  const hash = namedControl(form, '_wpcf7_posted_data_hash');
  if (hash && feedback.postedDataHash) hash.value = feedback.postedDataHash;
  if (feedback.status === 'mail_sent') {
    cf.resetOnMailSent = true;
    formOwn(form, 'reset')();
  }
  feedback.invalidFields.forEach((entry) => markField(cf, entry.field, entry.message));
  showResponse(cf, feedback.message);
  focusFirstInvalid(cf);
}

/** Resets after a reset of the form: status resetting, refill call, then sent (after mail_sent) or init. */
export async function reset(cf: ContactForm): Promise<void> {
  // CF7 reads the (emptied) form before its refill call: wpcf7reset carries those inputs.
  const detail = detailWithInputs(cf, new FormData(cf.form));
  clearResponse(cf);
  setStatus(cf, 'resetting');
  let response: unknown = {};
  try {
    response = (await restFetch(cf.route('refill'), { signal: cf.signal, timeoutMs: SUBMIT_TIMEOUT_MS })) ?? {};
  } catch {
    if (cf.signal.aborted) return;
  }
  setStatus(cf, cf.resetOnMailSent ? 'mail_sent' : 'init');
  cf.resetOnMailSent = false;
  refill(cf, response);
  detail.apiResponse = response;
  emit(cf.form, 'wpcf7reset', detail);
}
