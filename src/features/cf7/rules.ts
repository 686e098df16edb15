/**
 * Schema-woven validation: each SWV rule of the server's schema becomes a valibot schema with
 * one custom check, applied to a field's values (trimmed, blanks dropped) as the server does.
 */
import * as v from 'valibot';
import { dayOfWeek, fileAccepted, isDate, isEmail, isNumber, isTel, isTime, isUrl, onStep, trimValue } from './checks';
import { asText } from '../../lib/text';
import { MAX_RULE_DEPTH } from './constants';

export type FieldValue = string | File;

export interface Rule {
  rule: string;
  field?: string;
  error?: string;
  threshold?: unknown;
  accept?: unknown;
  base?: unknown;
  interval?: unknown;
  rules?: Rule[];
}

export interface Invalidity {
  field: string;
  error: string;
}

const isFile = (value: FieldValue): value is File => typeof value !== 'string';
const texts = (values: FieldValue[]): string[] => values.filter((value): value is string => !isFile(value));
const files = (values: FieldValue[]): File[] => values.filter(isFile);
const num = (value: unknown): number => parseFloat(asText(value));
const list = (value: unknown): string[] => (Array.isArray(value) ? value : []).map((item) => asText(item));
const each = (test: (text: string) => boolean) => (values: FieldValue[]): boolean => texts(values).every(test);
const bySize = (values: FieldValue[]): number => files(values).reduce((sum, file) => sum + file.size, 0);
const byLength = (values: FieldValue[]): number => texts(values).reduce((sum, text) => sum + text.length, 0);
const dateOk = (rule: Rule, compare: (value: string, limit: string) => boolean) => each((text) => {
  const limit = asText(rule.threshold);
  return !isDate(text) || !isDate(limit) || compare(text, limit);
});
const numberOk = (rule: Rule, compare: (value: number, limit: number) => boolean) => each((text) =>
  !isNumber(text) || !isNumber(asText(rule.threshold)) || compare(num(text), num(rule.threshold)));

const pass = (): boolean => true;

/**
 * The check of one (non-composite) rule over a field's values; unknown rules pass, and so does a
 * limit rule without a numeric threshold, as in CF7's own client (comparisons with NaN are false).
 */
function predicate(rule: Rule): (values: FieldValue[]) => boolean {
  const limit = num(rule.threshold);
  const limited = (test: (values: FieldValue[]) => boolean) => (Number.isFinite(limit) ? test : pass);
  switch (rule.rule) {
    case 'required': return (values) => texts(values).length > 0;
    case 'requiredfile': return (values) => files(values).length > 0;
    case 'email': return each(isEmail);
    case 'url': return each(isUrl);
    case 'tel': return each(isTel);
    case 'number': return each(isNumber);
    case 'date': return each(isDate);
    case 'time': return each(isTime);
    case 'file': return (values) => files(values).every((file) => fileAccepted(file, list(rule.accept)));
    case 'enum': return each((text) => list(rule.accept).includes(text));
    case 'dayofweek': return each((text) => {
      const day = dayOfWeek(text);
      return day === null || list(rule.accept).includes(String(day));
    });
    case 'minitems': return limited((values) => values.length >= limit);
    case 'maxitems': return limited((values) => values.length <= limit);
    case 'minlength': return limited((values) => !values.length || byLength(values) >= limit);
    case 'maxlength': return limited((values) => byLength(values) <= limit);
    case 'minnumber': return numberOk(rule, (value, min) => value >= min);
    case 'maxnumber': return numberOk(rule, (value, max) => value <= max);
    case 'mindate': return dateOk(rule, (value, min) => value >= min);
    case 'maxdate': return dateOk(rule, (value, max) => value <= max);
    case 'minfilesize': return limited((values) => !files(values).length || bySize(values) >= limit);
    case 'maxfilesize': return limited((values) => bySize(values) <= limit);
    // The server reads a missing base as 0.
    case 'stepnumber': return each((text) => !isNumber(text) || onStep(num(text), num(rule.base) || 0, num(rule.interval)));
    default: return pass;
  }
}

export type FieldValues = (field: string) => FieldValue[];

/** Values of a field as every rule sees them: strings trimmed, blanks (and empty file inputs) dropped. */
export function normalise(values: readonly FieldValue[]): FieldValue[] {
  return values.map((value) => (isFile(value) ? value : trimValue(value))).filter((value) => (isFile(value) ? value.name || value.size : value));
}

/** The valibot schema of one rule: a custom check with the rule's error as its message. */
export function ruleSchema(rule: Rule): v.GenericSchema<FieldValue[]> {
  const test = predicate(rule);
  return v.custom<FieldValue[]>((input) => test(input as FieldValue[]), asText(rule.error));
}

/**
 * The first invalidity of a rule, or null. `all` reports its first failing sub-rule (with that
 * rule's field and error); `any` fails, with its own field and error, only when every sub-rule fails.
 */
export function checkRule(rule: Rule | null | undefined, valuesOf: FieldValues, depth = 0): Invalidity | null {
  // Anything but a rule object passes; so does nesting deeper than a parsed schema can hold.
  if (typeof rule !== 'object' || rule === null || depth > MAX_RULE_DEPTH) return null;
  if (rule.rule === 'all' || rule.rule === 'any') {
    const found = (Array.isArray(rule.rules) ? rule.rules : []).map((sub) => checkRule(sub, valuesOf, depth + 1));
    if (rule.rule === 'all') return found.find((one) => one) ?? null;
    return found.length && found.every((one) => one) ? { field: asText(rule.field), error: asText(rule.error) } : null;
  }
  if (typeof rule.field !== 'string') return null;
  const result = v.safeParse(ruleSchema(rule), normalise(valuesOf(rule.field)));
  return result.success ? null : { field: rule.field, error: result.issues[0].message };
}

/** Validates `fields` (all when omitted): the first error per field, as the server reports it. */
export function validate(rules: readonly Rule[], valuesOf: FieldValues, fields?: readonly string[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const rule of rules) {
    const found = checkRule(rule, valuesOf);
    if (found && !errors.has(found.field) && (!fields || fields.includes(found.field))) errors.set(found.field, found.error);
  }
  return errors;
}

