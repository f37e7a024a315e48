import { translator } from '@forecourt/validators/rules';
import { messages } from '@forecourt/validators/texts';
import { flowTexts } from './flow-texts.ts';
import type { FlowTranslate, TextId } from './translate.ts';

/** Every text a flow shows, in English: the rules' (validators' `messages`) and flows-core's. */
export const englishTexts: Readonly<Record<TextId, string>> = { ...messages, ...flowTexts };

/** The flows in English: `deps.translate` for an app without a catalogue of its own. */
export const english: FlowTranslate = translator(englishTexts);
