/** Quiz questions and captcha images replaced from a response's `quiz` and `captcha` maps. */
import type { ContactForm } from './instance';

const byName = (form: HTMLFormElement, name: string): HTMLInputElement[] =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input')).filter((input) => input.name === name);

export function refill(cf: ContactForm, response: unknown): void {
  if (typeof response !== 'object' || response === null) return;
  const { captcha, quiz } = response as { captcha?: unknown; quiz?: unknown };
  const { form } = cf;
  if (typeof captcha === 'object' && captcha) {
    for (const [name, url] of Object.entries(captcha)) {
      if (typeof url !== 'string') continue;
      byName(form, name).forEach((input) => { input.value = ''; });
      form.querySelectorAll('img').forEach((img) => {
        if (img.classList.contains(`wpcf7-captcha-${name.replace(/:/g, '')}`)) img.setAttribute('src', url);
      });
      const challenge = /(\d+)\.(png|gif|jpeg)$/.exec(url);
      if (challenge) byName(form, `_wpcf7_captcha_challenge_${name}`).forEach((input) => { input.value = challenge[1]!; });
    }
  }
  if (typeof quiz === 'object' && quiz) {
    for (const [name, pair] of Object.entries(quiz)) {
      if (!Array.isArray(pair)) continue;
      byName(form, name).forEach((input) => {
        input.value = '';
        const label = input.closest('.wpcf7-form-control-wrap')?.querySelector('.wpcf7-quiz-label');
        if (label) label.textContent = String(pair[0]);
      });
      byName(form, `_wpcf7_quiz_answer_${name}`).forEach((input) => { input.value = String(pair[1]); });
    }
  }
}
