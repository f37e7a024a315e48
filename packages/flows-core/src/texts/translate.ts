import type {
  Channel,
  customerRegistrationForm,
  dealerGroupRegistrationForm,
  dealerRegistrationForm,
  FieldNameOf,
  MessageId,
  Translate,
} from '@forecourt/validators';
import type { flowTexts } from './flow-texts.ts';

/** The id of one of the texts flows-core adds to the rules' (see `flowTexts`). */
export type FlowTextId = keyof typeof flowTexts;

/** The id of any text a flow shows: the rules' (`MessageId`) or flows-core's own. */
export type TextId = MessageId | FlowTextId;

/**
 * The texts a flow shows, in the language in use (`deps.translate`): the app's catalogue, or
 * `english` from `@forecourt/flows-core/texts`. Read when a text is shown, so a language switch
 * reaches flows already created.
 */
export type FlowTranslate = Translate<TextId>;

/** The name of a registration field (each has a label, `label.<name>`). */
export type LabelledField = FieldNameOf<
  [
    typeof customerRegistrationForm,
    typeof dealerRegistrationForm,
    typeof dealerGroupRegistrationForm,
  ]
>;

/** The name of a code channel inside a sentence ('mobile' in English). */
export function channelName(translate: FlowTranslate, channel: Channel): string {
  return translate(`channel.${channel}`);
}

/** The label of registration field `name`. */
export function fieldLabel(translate: FlowTranslate, name: LabelledField): string {
  return translate(`label.${name}`);
}
