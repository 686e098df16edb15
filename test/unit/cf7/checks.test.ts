// SPEC §5 — the value checks behind the contact form's rules, with the server's (CF7 6.x PHP) semantics.
import { describe, expect, it } from 'vitest';
import { dayOfWeek, fileAccepted, isDate, isEmail, isNumber, isTel, isTime, isUrl, onStep, trimValue } from '../../../src/features/cf7/checks';

describe('email as WordPress is_email', () => {
  it('accepts exactly 6 characters and rejects 5', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b.c')).toBe(false);
  });
  it('accepts dots anywhere in the local part, as WordPress does', () => {
    expect(isEmail('first.last@example.com')).toBe(true);
    expect(isEmail('a..b@example.com')).toBe(true);
    expect(isEmail('.a@example.com')).toBe(true);
  });
  it('accepts the permitted special characters of the local part', () => {
    expect(isEmail("o'brien+tag@example.com")).toBe(true);
    expect(isEmail('x!#$%&*/=?^_`{|}~-@example.com')).toBe(true);
  });
  it('rejects quoted local parts, IDN domains and non-ASCII local parts', () => {
    expect(isEmail('"john doe"@example.com')).toBe(false);
    expect(isEmail('user@exämple.com')).toBe(false);
    expect(isEmail('üser@example.com')).toBe(false);
  });
  it('needs one @, a local part and at least two domain labels', () => {
    expect(isEmail('@example.com')).toBe(false);
    expect(isEmail('user@localhost')).toBe(false);
    expect(isEmail('user@@example.com')).toBe(false);
    expect(isEmail('a@b@example.com')).toBe(false);
    expect(isEmail('userexample.com')).toBe(false);
  });
  it('rejects labels that start or end with a hyphen, empty labels and edge dots', () => {
    expect(isEmail('user@-example.com')).toBe(false);
    expect(isEmail('user@example-.com')).toBe(false);
    expect(isEmail('user@ex-ample.com')).toBe(true);
    expect(isEmail('user@example..com')).toBe(false);
    expect(isEmail('user@.example.com')).toBe(false);
    expect(isEmail('user@example.com.')).toBe(false);
  });
});

describe('url: a scheme among WordPress allowed protocols', () => {
  it('accepts allowed schemes', () => {
    for (const url of ['http://x.org', 'https://x.org/a?b', 'ftp://h', 'ftps://h', 'mailto:a@b.co', 'tel:+123', 'urn:isbn:1', 'webcal://x', 'irc6://x', 'sms:123', 'xmpp:a@b']) {
      expect(isUrl(url), url).toBe(true);
    }
  });
  it('rejects no scheme and schemes outside the list', () => {
    for (const url of ['example.com', '//example.com', 'javascript:alert(1)', 'data:text/html,x', 'file:///etc', 'HTTP://x.org']) {
      expect(isUrl(url), url).toBe(false);
    }
  });
});

describe('tel: 6 to 15 characters after cleaning, + counted', () => {
  it('strips separators', () => {
    expect(isTel('(020) 7946-0958')).toBe(true);
    expect(isTel('020.7946.0958')).toBe(true);
    expect(isTel('020/7946 0958')).toBe(true);
  });
  it('counts the + among the 6 to 15 characters', () => {
    expect(isTel('+12345')).toBe(true);
    expect(isTel('12345')).toBe(false);
    expect(isTel('+1234')).toBe(false);
    expect(isTel('123456789012345')).toBe(true);
    expect(isTel('1234567890123456')).toBe(false);
    expect(isTel('+12345678901234')).toBe(true);
    expect(isTel('+123456789012345')).toBe(false);
  });
  it('reads a 00 prefix as +', () => {
    expect(isTel('0012345')).toBe(true);
    expect(isTel('001234')).toBe(false);
    expect(isTel('0044 20 7946 0958')).toBe(true);
  });
  it('drops an extension after # or *', () => {
    expect(isTel('020 7946 0958 #123')).toBe(true);
    expect(isTel('020 7946 0958*99999999999')).toBe(true);
    expect(isTel('12#3456789')).toBe(false);
  });
  it('rejects letters and a + in the middle', () => {
    expect(isTel('0800-FLOWERS')).toBe(false);
    expect(isTel('123+4567')).toBe(false);
  });
});

describe('number as CF7 reads it', () => {
  it('accepts integers, decimals with a leading dot, exponents and negatives', () => {
    for (const text of ['0', '42', '-7', '.5', '0.25', '-.5', '1e5', '1E-3', '2.5e+10']) expect(isNumber(text), text).toBe(true);
  });
  it('rejects a trailing dot, a plus sign, separators and words', () => {
    for (const text of ['1.', '+1', '1,000', '1 000', 'e5', '1e', 'NaN', 'Infinity', '0x10', '']) expect(isNumber(text), text).toBe(false);
  });
});

describe('date and time', () => {
  it('accepts dates that exist in the Gregorian calendar only', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('1900-02-29')).toBe(false);
    expect(isDate('2000-02-29')).toBe(true);
    expect(isDate('2026-13-01')).toBe(false);
    expect(isDate('2026-00-10')).toBe(false);
    expect(isDate('2026-1-01')).toBe(false);
    expect(isDate('0099-01-01')).toBe(true);
    expect(isDate('12026-01-01')).toBe(true);
  });
  it('accepts HH:MM and HH:MM:SS in range', () => {
    expect(isTime('00:00')).toBe(true);
    expect(isTime('23:59:59')).toBe(true);
    expect(isTime('23:59:60')).toBe(false);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('12:60')).toBe(false);
    expect(isTime('9:30')).toBe(false);
    expect(isTime('09:30:1')).toBe(false);
  });
  it('gives the ISO weekday of a calendar date in a time zone west of UTC', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(dayOfWeek('2026-11-22')).toBe(7); // a Sunday
      expect(dayOfWeek('2026-11-23')).toBe(1); // a Monday
      expect(dayOfWeek('2024-02-29')).toBe(4); // a Thursday
      expect(dayOfWeek('2026-02-30')).toBeNull();
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('trim, file types and steps', () => {
  it('trims every Unicode white space and the BOM', () => {
    expect(trimValue('\uFEFF\u00A0\u2003 hi \u3000\n')).toBe('hi');
  });
  it('matches an accept list of extensions and MIME wildcards', () => {
    const pdf = new File(['x'], 'Report.PDF', { type: 'application/pdf' });
    const png = new File(['x'], 'photo.png', { type: 'image/png' });
    expect(fileAccepted(pdf, ['.jpg', '.pdf'])).toBe(true);
    expect(fileAccepted(png, ['.jpg', '.pdf'])).toBe(false);
    expect(fileAccepted(png, ['image/*'])).toBe(true);
    expect(fileAccepted(pdf, ['image/*'])).toBe(false);
    expect(fileAccepted(pdf, ['application/pdf'])).toBe(true);
    expect(fileAccepted(new File(['x'], 'x.heic'), ['image/*'])).toBe(true);
  });
  it('accepts values on the step grid within 6 decimals', () => {
    expect(onStep(0.3, 0, 0.1)).toBe(true);
    expect(onStep(1.0000001, 0, 1)).toBe(true);
    expect(onStep(0.9999999, 0, 1)).toBe(true);
    expect(onStep(1.5, 0, 1)).toBe(false);
    expect(onStep(7, 2, 5)).toBe(true);
    expect(onStep(-3, 2, 5)).toBe(true);
    expect(onStep(8, 2, 5)).toBe(false);
    expect(onStep(8, 2, 0)).toBe(true);
  });
});
