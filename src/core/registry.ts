/**
 * The feature contract. A feature names the elements it enhances with a CSS selector and
 * returns, from `mount`, the cleanup that undoes everything it did.
 */
export type Cleanup = () => void;

/** Its functions need no `this`: features pass them on as callbacks (`.catch(ctx.report)`). */
export interface MountContext {
  /** The feature's name, as used in error reports and event names. */
  readonly feature: string;
  /** Aborted when the element is torn down: pass it to addEventListener and fetch. */
  readonly signal: AbortSignal;
  /** Loads a pack (`howler`, `hls`, `mediaelement` …) relative to airlift's own URL. */
  readonly loadPack: <T = unknown>(name: string) => Promise<T>;
  /** Runs DOM changes made later (after a fetch, a timer) without re-scanning them. */
  readonly quietly: <T>(change: () => T) => T;
  /** Reports an error once as `[airlift:<feature>]` without throwing. */
  readonly report: (error: unknown) => void;
}

export interface Feature {
  readonly name: string;
  /**
   * What the feature enhances; '' when there is nothing to look for on this page. The elements
   * of a selector list mount selector by selector, each selector's in document order (see
   * core/query): a feature whose elements depend on one another uses one selector.
   */
  readonly selector: string;
  mount(element: Element, ctx: MountContext): Cleanup | void;
}

/**
 * A feature as the page-facing script knows it: declared once, in the feature's own
 * `definition.ts`, and listed once, in `src/features/index.ts`. The build makes each pack from
 * the definitions that name it (the features' `index.ts` default exports), so the lists the
 * script needs never repeat a selector.
 */
/** What a definition's `setup` is given: the way to its feature's pack. */
export interface FacadeHost {
  /**
   * Loads the feature's pack (with the packs it needs, once, as a mount would) and resolves to
   * the pack's exports: its features and its `packExports`. Rejects for a definition without a pack.
   */
  readonly loadPack: <T = unknown>() => Promise<T>;
  /**
   * Mounts the feature wherever its selector matches now: for a facade that decides, after the
   * first scan, that the page needs the feature after all (a visitor asked for a popup box).
   */
  readonly mount: () => void;
}

export interface FeatureDefinition {
  readonly name: string;
  /** As `Feature.selector`: may be a getter that reads a configuration global; '' skips the feature. */
  readonly selector: string;
  /** The pack (`dist/packs/<pack>.js`) whose code mounts the feature; none for a facade only. */
  readonly pack?: string;
  /**
   * `false` for a pack that holds only what the facade of `setup` loads (wp-util's request): the
   * feature enhances no markup, so it is not registered (nor listed in `airlift.features`).
   */
  readonly mounts?: false;
  /**
   * Asks for the pack as soon as the script runs, before the first scan and not held by it:
   * for consent, whose banner must show without a visible delay.
   */
  readonly preload?: boolean;
  /**
   * Runs once when the script starts, before the page's DOMContentLoaded listeners, unless the
   * site turned the feature off: installs the synchronous facades other code calls
   * (`window.wpcf7`, `cmplz_*`, `wp.ajax`, MediaElement's `mejs`). Must stay small: it is in every
   * page's script; a facade's methods load the implementation with `host.loadPack()`.
   */
  setup?(host: FacadeHost): void;
  /**
   * A facade too big for every page's script, needed only where the page carries a replaced
   * script's settings (MediaElement's `_wpmejsSettings`): its `setup` comes in the feature's own
   * pack (the pack's `setups` export, by feature name) and runs as the pack defines itself. The
   * WordPress plugin prints that pack's tags after airlift's where it took those scripts off, so
   * the facade is there before DOMContentLoaded; elsewhere the script asks for the pack at start
   * when `facadeWanted()` says the page needs it, and the facade comes when it arrives.
   */
  facadeWanted?(): boolean;
  /** Runs once, before the first mount. */
  prepare?(): void;
}

/** What a piece of a sample mounts: feature name → elements (the ready event's `features`). */
export type SampleMounts = Readonly<Record<string, number>>;

/**
 * A feature's legacy markup for the benchmark page (bench/page.mjs), in the feature's own
 * `sample.ts`: data for the bench and the tests, imported by no runtime code (so it is in no
 * bundle). A feature that mounts on markup has one (test/unit/quality/feature-lists.test.ts).
 */
export interface FeatureSample {
  /** Dealt among the page's widgets: one piece of markup, its ids made unique from `index`. */
  readonly widget?: { html(index: number): string; readonly mounts: SampleMounts };
  /** Once per page whatever its size: the header's and footer's parts, what mounts on <body>. */
  readonly page?: { readonly html: string; readonly mounts: SampleMounts };
}

export class Registry {
  readonly features: Feature[] = [];

  register(feature: Feature): void {
    if (this.features.some((known) => known.name === feature.name)) {
      throw new Error(`feature "${feature.name}" is registered twice`);
    }
    this.features.push(feature);
  }

  names(): string[] {
    return this.features.map((feature) => feature.name);
  }
}
