// SPEC §4, §5 — status classes, helpers and refill on plain DOM (happy-dom).
import { describe, expect, it } from 'vitest';
import { statusClass } from '../../../src/features/cf7/display';
import { updateAcceptance, updateCounters, withScheme } from '../../../src/features/cf7/helpers';
import { refill } from '../../../src/features/cf7/refill';
import { parseRefill } from '../../../src/features/cf7/reply';

describe('status classes', () => {
  it('maps server results to CF7 classes and any other status to custom-<status>', () => {
    expect(['validation_failed', 'acceptance_missing', 'spam', 'aborted', 'mail_sent', 'mail_failed', 'payment_required', 'init', 'validating', 'submitting', 'resetting'].map(statusClass))
      .toEqual(['invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed', 'payment-required', 'init', 'validating', 'submitting', 'resetting']);
    expect(statusClass('on_waiting_list')).toBe('custom-on-waiting-list');
    expect(statusClass('Mail sent!')).toBe('custom-Mail-sent');
    // A status restored after a field check keeps its single prefix.
    expect(statusClass('custom-on-waiting-list')).toBe('custom-on-waiting-list');
  });
});

describe('helpers', () => {
  it('prepends http:// only when there is no scheme but a dot', () => {
    expect(withScheme(' radio.example ')).toBe('http://radio.example');
    expect(withScheme('//radio.example/x')).toBe('http://radio.example/x');
    expect(withScheme('https://radio.example')).toBe('https://radio.example');
    expect(withScheme('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(withScheme('localhost')).toBe('localhost');
    expect(withScheme('')).toBe('');
  });

  it('acceptance: invert and optional', () => {
    document.body.innerHTML = `<form>
      <span class="wpcf7-acceptance"><input type="checkbox" name="a"></span>
      <span class="wpcf7-acceptance invert"><input type="checkbox" name="b"></span>
      <span class="wpcf7-acceptance optional"><input type="checkbox" name="c"></span>
      <input type="submit" class="wpcf7-submit"><input type="submit" class="wpcf7-submit"></form>`;
    const form = document.querySelector('form')!;
    const [a, b] = Array.from(form.querySelectorAll<HTMLInputElement>('[type=checkbox]'));
    const buttons = Array.from(form.querySelectorAll<HTMLInputElement>('.wpcf7-submit'));
    updateAcceptance(form);
    expect(buttons.map((button) => button.disabled)).toEqual([true, true]);
    a!.checked = true;
    updateAcceptance(form);
    expect(buttons.map((button) => button.disabled)).toEqual([false, false]);
    b!.checked = true;
    updateAcceptance(form);
    expect(buttons[0]!.disabled).toBe(true);
  });

  it('counters count in UTF-16 code units, up or down', () => {
    document.body.innerHTML = `<form><textarea name="m"></textarea>
      <span class="wpcf7-character-count down" data-target-name="m" data-starting-value="10" data-maximum-value="10" data-minimum-value="3"></span>
      <span class="wpcf7-character-count up" data-target-name="m" data-starting-value="0"></span></form>`;
    const form = document.querySelector('form')!;
    form.querySelector('textarea')!.value = '😀';
    updateCounters(form);
    const [down, up] = Array.from(form.querySelectorAll('.wpcf7-character-count'));
    expect(down!.textContent).toBe('8');
    expect(up!.textContent).toBe('2');
    expect(down!.classList.contains('too-short')).toBe(true);
    form.querySelector('textarea')!.value = '😀'.repeat(6);
    updateCounters(form);
    expect(down!.textContent).toBe('-2');
    expect(down!.classList.contains('too-long')).toBe(true);
  });
});

describe('refill', () => {
  it('replaces captcha images and challenges, quiz questions and answers, as text', () => {
    document.body.innerHTML = `<form>
      <span class="wpcf7-form-control-wrap" data-name="c1"><img class="wpcf7-captcha-c1" src="/old.png"><input name="c1" value="typed">
        <input type="hidden" name="_wpcf7_captcha_challenge_c1" value="1"></span>
      <span class="wpcf7-form-control-wrap" data-name="q1"><label><span class="wpcf7-quiz-label">1+1=?</span><input class="wpcf7-quiz" name="q1" value="2"></label>
        <input type="hidden" name="_wpcf7_quiz_answer_q1" value="old"></span></form>`;
    const form = document.querySelector('form')!;
    refill(form, parseRefill({ captcha: { c1: '/wp-content/uploads/wpcf7_captcha/987.png' }, quiz: { q1: ['<b>2+2</b>=?', 'hash'] } }));
    expect(form.querySelector('img')!.getAttribute('src')).toBe('/wp-content/uploads/wpcf7_captcha/987.png');
    expect((form.querySelector('[name=c1]') as HTMLInputElement).value).toBe('');
    expect((form.querySelector('[name=_wpcf7_captcha_challenge_c1]') as HTMLInputElement).value).toBe('987');
    expect(form.querySelector('.wpcf7-quiz-label')!.textContent).toBe('<b>2+2</b>=?');
    expect(form.querySelector('.wpcf7-quiz-label b')).toBeNull();
    expect((form.querySelector('[name=q1]') as HTMLInputElement).value).toBe('');
    expect((form.querySelector('[name=_wpcf7_quiz_answer_q1]') as HTMLInputElement).value).toBe('hash');
    refill(form, parseRefill(null));
    refill(form, parseRefill({ captcha: 'x', quiz: { q1: 'nope' } }));
  });
});
