/** Quiz questions and captcha images replaced from a response's `quiz` and `captcha` maps. */
import type { ContactForm } from './instance';
import { asText } from '../../lib/text';

type Refill = Record<string, unknown>;


export function refill({ form }: ContactForm, response: unknown): void {
  const { captcha, quiz } = (response ?? {}) as { captcha?: Refill; quiz?: Refill };
  const set = (name: string, value: string): void => {
    form.querySelectorAll('input').forEach((input) => {
      if (input.name === name) input.value = value;
    });
  };
  for (const [name, url] of Object.entries(captcha ?? {})) {
    if (typeof url !== 'string') continue;
    set(name, '');
    // Matched by class, not by a selector built from the server's field name.
    const captchaClass = `wpcf7-captcha-${name.replace(/:/g, '')}`;
    form.querySelectorAll('img').forEach((img) => img.classList.contains(captchaClass) && img.setAttribute('src', url));
    set(`_wpcf7_captcha_challenge_${name}`, /(\d+)\.(png|gif|jpeg)$/.exec(url)?.[1] ?? '');
  }
  for (const [name, pair] of Object.entries(quiz ?? {})) {
    if (!Array.isArray(pair)) continue;
    set(name, '');
    set(`_wpcf7_quiz_answer_${name}`, asText(pair[1]));
    form.querySelectorAll('.wpcf7-quiz').forEach((input) => {
      const label = (input as HTMLInputElement).name === name && input.closest('.wpcf7-form-control-wrap')?.querySelector('.wpcf7-quiz-label');
      if (label) label.textContent = asText(pair[0]);
    });
  }
}
