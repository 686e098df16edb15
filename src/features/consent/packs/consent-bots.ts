/**
 * Complianz's list of bots (bot-agents.ts), a part pack of the consent feature: the consent pack
 * loads it before consent starts, only where the user agent holds a word of BOT_HINTS
 * (constants.ts), so a browser never carries the list.
 */
import { hostGlobal } from '../../../packs/types';
import { BOT_AGENTS } from '../bot-agents';
import { CONSENT_BOTS_PACK } from '../constants';

export interface ConsentBotsPack {
  /** Whether Complianz counts this user agent as a bot (always consented). */
  isBot(agent: string): boolean;
}

hostGlobal()?.definePack(CONSENT_BOTS_PACK, (): ConsentBotsPack => ({ isBot: (agent) => BOT_AGENTS.test(agent) }));
