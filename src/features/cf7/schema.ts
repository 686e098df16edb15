/**
 * The form's SWV schema: `GET contact-forms/{id}/feedback/schema`, once per form id and plugin
 * version, kept in sessionStorage. A schema that fails to arrive or to parse is `null`: the form
 * is then submitted unvalidated.
 */
import { restFetch } from '../../lib/http';
import { readJson, writeJson } from '../../lib/storage';
import { SCHEMA_CACHE_PREFIX } from './constants';
import type { Rule } from './rules';

/**
 * The rules of a schema document, or null when it is not one. Rules are checked as they are
 * used (a rule without a known name, field or sub-rules passes), so a partial schema still helps.
 */
export function parseSchema(input: unknown): Rule[] | null {
  const rules = (input as { rules?: unknown } | null)?.rules;
  return Array.isArray(rules) && rules.every((rule) => typeof rule?.rule === 'string') ? rules : null;
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
