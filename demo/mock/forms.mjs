// Contact Form 7 and Newsletter endpoints. The feedback answer is picked by the form's
// "demo-outcome" field (any form) or, without it, by the name field's value (a keyword below).
import { readFile } from 'node:fs/promises';
import { escapeMarkup, readBody, sendJson, sendText } from './_helpers.mjs';

const CF7 = /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d+)\/(feedback\/schema|feedback|refill)$/;

const rules = [
  { rule: 'required', field: 'your-name', error: 'Please fill out this field.' },
  { rule: 'maxlength', field: 'your-name', threshold: 400, error: 'This field has a too long input.' },
  { rule: 'required', field: 'your-email', error: 'Please fill out this field.' },
  { rule: 'email', field: 'your-email', error: 'Please enter an email address.' },
  { rule: 'url', field: 'your-site', error: 'Please enter a URL.' },
  { rule: 'tel', field: 'your-tel', error: 'Please enter a telephone number.' },
  { rule: 'date', field: 'visit-date', error: 'Please enter a date in YYYY-MM-DD format.' },
  { rule: 'dayofweek', field: 'visit-date', accept: [1, 2, 3, 4, 5], error: 'The studio is open Monday to Friday.' },
  { rule: 'number', field: 'tickets', error: 'Please enter a number.' },
  { rule: 'minnumber', field: 'tickets', threshold: 1, error: 'This field has a too small number.' },
  { rule: 'maxnumber', field: 'tickets', threshold: 10, error: 'This field has a too large number.' },
  { rule: 'stepnumber', field: 'tickets', base: 1, interval: 1, error: 'This field has an invalid step.' },
  { rule: 'enum', field: 'shows', accept: ['Morning', 'Drive', 'Other'], error: 'Undefined value was submitted through this field.' },
  { rule: 'maxitems', field: 'by', threshold: 1, error: 'Too many items are selected.' },
  { rule: 'file', field: 'file-1', accept: ['.jpg', '.png', '.pdf'], error: 'You are not allowed to upload files of this type.' },
  { rule: 'maxfilesize', field: 'file-1', threshold: 1048576, error: 'The uploaded file is too large.' },
  { rule: 'minlength', field: 'your-message', threshold: 10, error: 'This field has a too short input.' },
  { rule: 'maxlength', field: 'your-message', threshold: 2000, error: 'This field has a too long input.' },
  { rule: 'required', field: 'q1', error: 'Please fill out this field.' },
  { rule: 'required', field: 'name', error: 'Please fill out this field.' },
  { rule: 'required', field: 'email', error: 'Please fill out this field.' },
  { rule: 'email', field: 'email', error: 'Please enter an email address.' },
];

const MESSAGES = {
  mail_sent: 'Thank you for your message. It has been sent.',
  mail_failed: 'There was an error trying to send your message. Please try again later.',
  validation_failed: 'One or more fields have an error. Please check and try again.',
  acceptance_missing: 'You must accept the terms and conditions before sending your message.',
  spam: 'There was an error trying to send your message. Please try again later.',
  aborted: 'Sending the message was aborted.',
  payment_required: 'Payment is required. Please pay and try again.',
  on_waiting_list: 'The studio tour is full: you are on the waiting list.',
};

async function formDataOf(req) {
  const body = await readBody(req);
  return new Request('http://localhost/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body }).formData();
}

function outcomeOf(data) {
  const picked = String(data.get('demo-outcome') ?? '').trim();
  if (picked) return picked;
  const name = String(data.get('your-name') ?? data.get('name') ?? '').trim().toLowerCase();
  const keywords = { invalid: 'validation_failed', unaccepted: 'acceptance_missing', spam: 'spam', aborted: 'aborted',
    failed: 'mail_failed', payment: 'payment_required', custom: 'on_waiting_list', nocontent: '204', notjson: 'not-json',
    error: '500', offline: 'offline', slow: 'slow' };
  return keywords[name] ?? 'mail_sent';
}

/**
 * The server's own check, as Contact Form 7 does it on every submission: the schema's rules
 * that a plain value can break (required, email, tel, minlength), for the fields the form sent.
 */
const CHECKS = {
  required: (value) => value !== '',
  email: (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  // wpcf7_is_tel: extension dropped, separators stripped, 00 for +, 6 to 15 characters.
  tel: (value) => {
    if (value === '') return true;
    let tel = value.replace(/[#*].*$/s, '').replace(/[()/.\s-]+/g, '');
    if (tel.startsWith('00')) tel = `+${tel.slice(2)}`;
    return /^\+?\d+$/.test(tel) && tel.length >= 6 && tel.length <= 15;
  },
  minlength: (value, rule) => value === '' || value.length >= rule.threshold,
};

function invalidFields(data, unitTag) {
  const invalid = new Map();
  for (const rule of rules) {
    const check = CHECKS[rule.rule];
    if (!check || invalid.has(rule.field) || !data.has(rule.field)) continue;
    const value = String(data.get(rule.field) ?? '').trim();
    if (!check(value, rule)) invalid.set(rule.field, rule.error);
  }
  return Array.from(invalid, ([field, message]) => ({ field, message, idref: null, error_id: `${unitTag}-ve-${field}` }));
}

/** The status class CF7 gives the form after a status (its non-ajax page prints it). */
const STATUS_CLASS = { validation_failed: 'invalid', acceptance_missing: 'unaccepted', mail_sent: 'sent', mail_failed: 'failed', payment_required: 'payment-required' };

/**
 * A form posted without JavaScript to its page (the form's action, `/contact/`), as WordPress
 * with Contact Form 7 answers it (includes/controller.php: a POST with `_wpcf7` is submitted on
 * `parse_request`; the page then prints the posted form, the one whose `_wpcf7_unit_tag` it
 * sent, with its status and `.wpcf7-response-output` holding the response): demo/forms.html
 * with that form's status and message.
 */
async function nonAjax(req, res) {
  const data = await formDataOf(req);
  const unitTag = String(data.get('_wpcf7_unit_tag') ?? '');
  const outcome = invalidFields(data, unitTag).length ? 'validation_failed' : outcomeOf(data);
  const status = MESSAGES[outcome] ? outcome : 'mail_sent';
  const html = await readFile(new URL('../forms.html', import.meta.url), 'utf8');
  const start = unitTag ? html.indexOf(`id="${unitTag}"`) : -1;
  const output = '<div class="wpcf7-response-output" aria-hidden="true"></div>';
  const at = start < 0 ? -1 : html.indexOf(output, start);
  const page = at < 0 ? html : `${html.slice(0, start)}${html.slice(start, at).replace('class="wpcf7-form init"', `class="wpcf7-form ${STATUS_CLASS[status] ?? status}"`)
    .replace('data-status="init"', `data-status="${STATUS_CLASS[status] ?? status}"`)}<div class="wpcf7-response-output" aria-hidden="true">${escapeMarkup(MESSAGES[status])}</div>${html.slice(at + output.length)}`;
  return sendText(res, 200, page, 'text/html; charset=utf-8');
}

async function feedback(req, res, id) {
  const data = await formDataOf(req);
  const unitTag = String(data.get('_wpcf7_unit_tag') ?? '');
  const invalid = invalidFields(data, unitTag);
  if (invalid.length) {
    return sendJson(res, 200, { contact_form_id: id, status: 'validation_failed', message: MESSAGES.validation_failed, posted_data_hash: '', into: `#${unitTag}`, invalid_fields: invalid });
  }
  const outcome = outcomeOf(data);
  if (outcome === 'offline') return req.socket.destroy();
  if (outcome === '204') return void res.writeHead(204).end();
  if (outcome === 'not-json') return sendText(res, 200, '<html><body>Maintenance</body></html>', 'text/html; charset=utf-8');
  if (outcome === '500') return sendText(res, 500, 'Internal Server Error');
  if (outcome === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
  const status = outcome === 'slow' ? 'mail_sent' : outcome;
  const body = { contact_form_id: id, status, message: MESSAGES[status] ?? `Status ${status}.`, posted_data_hash: '', into: `#${unitTag}`, invalid_fields: [] };
  if (status === 'validation_failed') {
    body.invalid_fields = [{ field: 'your-email', message: 'The email address is already on our list.', idref: null, error_id: `${unitTag}-ve-your-email` }];
  }
  if (status === 'mail_sent') {
    body.posted_data_hash = 'd41d8cd98f00b204e9800998ecf8427e';
    body.quiz = { q1: ['2+2=?', 'a87ff679a2f3e71d9181a67b7542122c'] };
  }
  return sendJson(res, 200, body);
}

export const routes = [
  { method: 'POST', path: /^\/contact\/?$/, handler: (req, res) => nonAjax(req, res) },
  {
    path: CF7,
    handler: async (req, res, { params }) => {
      const [id, route] = params;
      if (route === 'feedback/schema' && req.method === 'GET') {
        if (id === '999') return sendText(res, 500, 'Internal Server Error');
        return sendJson(res, 200, { version: 'Contact Form 7 SWV Schema 2024-10', locale: 'en_US', rules });
      }
      if (route === 'feedback' && req.method === 'POST') return feedback(req, res, Number(id));
      if (route === 'refill' && req.method === 'GET') return sendJson(res, 200, { captcha: {}, quiz: { q1: ['3+4=?', '8f14e45fceea167a5a36dedd4bea2543'] } });
      return sendJson(res, 404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
    },
  },
  {
    method: 'POST',
    path: '/wp-admin/admin-ajax.php',
    handler: async (req, res, { url }) => {
      if (url.searchParams.get('action') !== 'tnp' || url.searchParams.get('na') !== 'sa') return sendText(res, 400, '0');
      const data = await formDataOf(req);
      const email = String(data.get('ne') ?? '');
      if (email.startsWith('offline')) return req.socket.destroy();
      if (email.startsWith('slow')) await new Promise((resolve) => setTimeout(resolve, 1000));
      if (email.startsWith('fail')) return sendText(res, 400, 'Registration failed.', 'text/html; charset=utf-8');
      return sendText(res, 200, '<div class="tnp-subscription-message"><p>Thank you! Please check your inbox to confirm your subscription.</p></div>', 'text/html; charset=utf-8');
    },
  },
];
