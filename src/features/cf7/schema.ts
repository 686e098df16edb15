/**
 * The form's SWV schema: `GET contact-forms/{id}/feedback/schema`, once per form id and plugin
 * version, kept in sessionStorage. A schema that fails to arrive or to parse is `null`: the form
 * is then submitted unvalidated.
 */
import { restFetch } from '../../lib/http';
import * as v from 'valibot';
import { readJson, removeItem, writeJson } from '../../lib/storage';
import { MAX_RULE_DEPTH, SCHEMA_CACHE_PREFIX, SCHEMA_TIMEOUT_MS } from './rule-constants';
import { Text } from './reply';
import type { Rule } from './rules';

/** Whether `value` nests arrays and objects no deeper than `max` (walked no further than that). */
function shallow(value: unknown, max: number): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (max < 0) return false;
  return Object.values(value).every((item) => shallow(item, max - 1));
}

const RuleSchema: v.GenericSchema<unknown, Rule> = v.looseObject({
  rule: v.string(),
  field: v.fallback(v.optional(v.string()), undefined),
  error: v.fallback(v.optional(Text), undefined),
  // A composite's sub-rules that do not fit are dropped: the composite then passes.
  rules: v.fallback(v.optional(v.array(v.lazy(() => RuleSchema))), undefined),
});

const SchemaDocument = v.object({ rules: v.array(RuleSchema) });

/**
 * The rules of a schema document, or null when it is not one, or when its `all` / `any` rules
 * nest deeper than MAX_RULE_DEPTH (the checks recurse through them). A rule is checked as it is
 * used (a rule without a known name or field passes), so a partial schema still helps.
 */
export function parseSchema(input: unknown): Rule[] | null {
  // rules → rule → its sub-rules → …: two levels of JSON for every level of rules.
  if (!shallow(input, 2 * MAX_RULE_DEPTH + 3)) return null;
  const parsed = v.safeParse(SchemaDocument, input);
  return parsed.success ? parsed.output.rules : null;
}

const pending = new Map<string, Promise<Rule[] | null>>();

/** Loads (once per page and per session) the rules of form `id` at plugin `version`. */
export function loadRules(url: string, id: string, version: string): Promise<Rule[] | null> {
  const key = `${SCHEMA_CACHE_PREFIX}${id}:${version}`;
  const stored = readJson('session', key);
  const cached = parseSchema(stored);
  if (cached) return Promise.resolve(cached);
  // A stored schema that no longer parses is dropped, not read again on every page.
  if (stored !== undefined) removeItem('session', key);
  let request = pending.get(key);
  if (!request) {
    request = restFetch(url, { timeoutMs: SCHEMA_TIMEOUT_MS }).then((body) => {
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
