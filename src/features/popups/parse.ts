/**
 * `boxzilla_options.boxes[i]`, both generations, validated with valibot and normalised: the
 * older `minimumScreenWidth` becomes a `larger` screen width condition; numbers PHP printed as
 * strings are read as numbers; unknown positions and animations fall back to center and fade.
 * An entry whose id, trigger, cookie or width condition does not fit gives `null`.
 */
import * as v from 'valibot';
import { POSITIONS, TRIGGER_METHODS } from './constants';
import { asText } from '../../lib/text';

export type Position = (typeof POSITIONS)[number];
export type TriggerMethod = (typeof TRIGGER_METHODS)[number];

export interface BoxConfig {
  id: string;
  /** HTML of an older-generation box; current boxes keep theirs in `#boxzilla-box-{id}-content`. */
  content: string;
  animation: string;
  rehide: boolean;
  cookie: { triggered: number; dismissed: number };
  icon: string;
  screenWidthCondition: { condition: string; value: number } | null;
  position: Position;
  trigger: { method: TriggerMethod; value: string } | false;
  closable: boolean;
  /** Per-box styling: background_color, color, border_color, border_width, border_style, width. */
  css: Record<string, unknown>;
  slug: string;
  title: string;
}

const Text = v.union([v.string(), v.number()]);
const Maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

const BoxSchema = v.object({
  id: Text,
  trigger: Maybe(v.union([v.boolean(), v.string(), v.object({ method: v.string(), value: Maybe(Text) })])),
  cookie: Maybe(v.object({ triggered: Maybe(Text), dismissed: Maybe(Text) })),
  screenWidthCondition: Maybe(v.object({ condition: v.string(), value: Text })),
  minimumScreenWidth: Maybe(Text),
});

type Loose = Record<string, unknown>;

export function parseBox(raw: unknown): BoxConfig | null {
  const result = v.safeParse(BoxSchema, raw);
  // Ids name elements, cookies and CSS classes: word characters and dashes only.
  if (!result.success || !/^[\w-]+$/.test(String(result.output.id))) return null;
  const { id, trigger, cookie, screenWidthCondition, minimumScreenWidth } = result.output;
  const loose = raw as Loose;
  const method = TRIGGER_METHODS.find((known) => trigger && typeof trigger === 'object' && known === trigger.method);
  if (trigger && typeof trigger === 'object' && !method) return null;
  const width = minimumScreenWidth != null ? { condition: 'larger', value: minimumScreenWidth } : screenWidthCondition;
  const post = (loose['post'] ?? {}) as Loose;
  return {
    id: String(id),
    content: asText(loose['content']),
    animation: asText(loose['animation'], 'fade'),
    rehide: Boolean(loose['rehide']),
    cookie: { triggered: Number(cookie?.triggered) || 0, dismissed: Number(cookie?.dismissed) || 0 },
    icon: asText(loose['icon'], '&times;'),
    screenWidthCondition: width ? { condition: width.condition, value: Number(width.value) || 0 } : null,
    position: POSITIONS.find((known) => known === loose['position']) ?? 'center',
    trigger: method && typeof trigger === 'object' ? { method, value: asText(trigger?.value) } : false,
    closable: loose['closable'] === undefined || Boolean(loose['closable']),
    css: (loose['css'] ?? {}) as Loose,
    slug: asText(post['slug']),
    title: asText(post['title']),
  };
}
