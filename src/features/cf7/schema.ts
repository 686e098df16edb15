/**
 * The form's SWV schema: `GET contact-forms/{id}/feedback/schema`, once per form id and plugin
 * version, kept in sessionStorage. A schema that fails to arrive or to parse is `null`: the form
 * is then submitted unvalidated.
 */
import { restFetch } from '../../lib/http';
import { readJson, writeJson } from '../../lib/storage';
import { SCHEMA_CACHE_PREFIX } from './constants';
import type { Rule } from './rules';

const isText = (value: unknown): boolean => value === undefined || typeof value === 'string';

/** A rule as the schema gives it, or null: `rule` a string, `field` and `error` strings if present. */
function parseRule(input: unknown): Rule | null {
  if (typeof input !== 'object' || input === null) return null;
  const rule = input as Rule;
  if (typeof rule.rule !== 'string' || !isText(rule.field) || !isText(rule.error)) return null;
  if (rule.rules === undefined) return rule;
  const rules = parseRules(rule.rules);
  return rules ? { ...rule, rules } : null;
}

function parseRules(input: unknown): Rule[] | null {
  if (!Array.isArray(input)) return null;
  const rules = input.map(parseRule);
  return rules.every((rule): rule is Rule => rule !== null) ? rules : null;
}

/** The rules of a schema document, or null when it is not one. */
export function parseSchema(input: unknown): Rule[] | null {
  return typeof input === 'object' && input !== null ? parseRules((input as { rules?: unknown }).rules) : null;
}

const pending = new Map<string, Promise<Rule[] | null>>();

/** Loads (once per page and per session) the rules of form `id` at plugin `version`. */
export function loadRules(url: string, id: string, version: string): Promise<Rule[] | null> {
  const key = `${SCHEMA_CACHE_PREFIX}${id}:${version}`;
  const cached = parseSchema(readJson('session', key));
  if (cached) return Promise.resolve(cached);
  let request = pending.get(key);
  if (!request) {
    request = restFetch(url).then((body) => {
      const rules = parseSchema(body);
      if (rules) writeJson('session', key, body);
      else pending.delete(key);
      return rules;
    }, () => {
      pending.delete(key);
      return null;
    });
    pending.set(key, request);
  }
  return request;
}
