/** Console notices, as Complianz prints them (SPEC §8). */
export const MESSAGE_DNT = 'global privacy control or do not track detected: no banner.';
export const MESSAGE_FALLBACK_CSS = 'Fallback default css file used. Please re-save banner settings, or check file writing permissions in uploads directory';
export const MESSAGE_SCRIPT_FAILED = 'something went wrong while loading the script';
