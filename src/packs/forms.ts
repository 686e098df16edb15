/** The forms pack: Contact Form 7's front end, loaded only on pages with a contact form. */
import { wpcf7Methods } from '../features/cf7/api';
import { contactForm } from '../features/cf7';
import { hostGlobal } from './types';
import type { FeaturePack } from './types';

hostGlobal()?.definePack('forms', (): FeaturePack & { wpcf7: typeof wpcf7Methods } => ({
  features: { [contactForm.name]: contactForm },
  wpcf7: wpcf7Methods,
}));
