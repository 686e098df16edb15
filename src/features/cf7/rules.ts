/**
 * Schema-woven validation: each SWV rule of the server's schema is a check of its name (CHECKS),
 * applied to a field's values (trimmed, blanks dropped) as the server does.
 */
import { dayOfWeek, fileAccepted, isDate, isEmail, isNumber, isTel, isTime, isUrl, onStep, trimValue } from './checks';
import { ownValue } from '../../lib/own';
import { asText } from '../../lib/text';
import { MAX_RULE_DEPTH } from './rule-constants';

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
const bySize = (values: FieldValue[]): number => files(values).reduce((sum, file) => sum + file.size, 0);
const byLength = (values: FieldValue[]): number => texts(values).reduce((sum, text) => sum + text.length, 0);

/** The check of one (non-composite) rule over a field's values, given the rule and its numeric threshold. */
type Check = (values: FieldValue[], rule: Rule, limit: number) => boolean;

/** Every text value passes `test`. */
const each = (test: (text: string, rule: Rule) => boolean): Check => (values, rule) => texts(values).every((text) => test(text, rule));
/** A limit rule without a numeric threshold passes, as in CF7's own client (comparisons with NaN are false). */
const limited = (test: Check): Check => (values, rule, limit) => !Number.isFinite(limit) || test(values, rule, limit);
const dateOk = (compare: (value: string, limit: string) => boolean) => each((text, rule) => {
  const limit = asText(rule.threshold);
  return !isDate(text) || !isDate(limit) || compare(text, limit);
});
const numberOk = (compare: (value: number, limit: number) => boolean) => each((text, rule) =>
  !isNumber(text) || !isNumber(asText(rule.threshold)) || compare(num(text), num(rule.threshold)));

/** Each SWV rule's check by name; a rule of any other name passes. */
const CHECKS: Record<string, Check> = {
  required: (values) => texts(values).length > 0,
  requiredfile: (values) => files(values).length > 0,
  email: each(isEmail),
  url: each(isUrl),
  tel: each(isTel),
  number: each(isNumber),
  date: each(isDate),
  time: each(isTime),
  file: (values, rule) => files(values).every((file) => fileAccepted(file, list(rule.accept))),
  enum: each((text, rule) => list(rule.accept).includes(text)),
  dayofweek: each((text, rule) => {
    const day = dayOfWeek(text);
    return day === null || list(rule.accept).includes(String(day));
  }),
  minitems: limited((values, _, limit) => values.length >= limit),
  maxitems: limited((values, _, limit) => values.length <= limit),
  minlength: limited((values, _, limit) => !values.length || byLength(values) >= limit),
  maxlength: limited((values, _, limit) => byLength(values) <= limit),
  minnumber: numberOk((value, min) => value >= min),
  maxnumber: numberOk((value, max) => value <= max),
  mindate: dateOk((value, min) => value >= min),
  maxdate: dateOk((value, max) => value <= max),
  minfilesize: limited((values, _, limit) => !files(values).length || bySize(values) >= limit),
  maxfilesize: limited((values, _, limit) => bySize(values) <= limit),
  // The server reads a missing base as 0.
  stepnumber: each((text, rule) => !isNumber(text) || onStep(num(text), num(rule.base) || 0, num(rule.interval))),
};

export type FieldValues = (field: string) => FieldValue[];

/** Values of a field as every rule sees them: strings trimmed, blanks (and empty file inputs) dropped. */
export function normalise(values: readonly FieldValue[]): FieldValue[] {
  return values.map((value) => (isFile(value) ? value : trimValue(value))).filter((value) => (isFile(value) ? value.name || value.size : value));
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
  const check = ownValue(CHECKS, rule.rule);
  return !check || check(normalise(valuesOf(rule.field)), rule, num(rule.threshold)) ? null : { field: rule.field, error: asText(rule.error) };
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

