/** The schedule-refresh pack: on-air and upcoming-show blocks refreshed from the server every 60 s. */
import { scheduleRefresh } from '../features/schedule-refresh';
import { hostGlobal } from './types';
import type { FeaturePack } from './types';

hostGlobal()?.definePack('schedule-refresh', (): FeaturePack => ({ features: { [scheduleRefresh.name]: scheduleRefresh } }));
