/** Quiz questions and captcha images replaced from a reply's `quiz` and `captcha` maps (parsed by reply.ts). */
import type { Refill } from './reply';

export function refill(form: HTMLFormElement, { captcha, quiz }: Refill): void {
  const set = (name: string, value: string): void => {
    form.querySelectorAll('input').forEach((input) => {
      if (input.name === name) input.value = value;
    });
  };
  for (const [name, url] of captcha) {
    set(name, '');
    // Matched by class, not by a selector built from the server's field name.
    const captchaClass = `wpcf7-captcha-${name.replace(/:/g, '')}`;
    form.querySelectorAll('img').forEach((img) => img.classList.contains(captchaClass) && img.setAttribute('src', url));
    set(`_wpcf7_captcha_challenge_${name}`, /(\d+)\.(png|gif|jpeg)$/.exec(url)?.[1] ?? '');
  }
  for (const [name, question, hash] of quiz) {
    set(name, '');
    set(`_wpcf7_quiz_answer_${name}`, hash);
    form.querySelectorAll('.wpcf7-quiz').forEach((input) => {
      const label = (input as HTMLInputElement).name === name && input.closest('.wpcf7-form-control-wrap')?.querySelector('.wpcf7-quiz-label');
      if (label) label.textContent = question;
    });
  }
}
