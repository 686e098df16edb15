/**
 * `window.wpcf7`'s methods as the forms pack implements them (`api.ts`) and the main bundle's
 * facade forwards to them (`facade.ts`).
 */
export interface Wpcf7Methods {
  init(form: HTMLFormElement): void;
  submit(form: HTMLFormElement, options?: { submitter?: HTMLElement | null }): Promise<void> | undefined;
  reset(form: HTMLFormElement): Promise<void> | undefined;
  /** The invalid fields' messages by field name, once the form's validation has come. */
  validate(form: HTMLFormElement, options?: { target?: Element }): Promise<Map<string, string>> | undefined;
}
