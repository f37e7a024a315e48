// `@forecourt/flows-core/texts`: the English texts of the flows, an explicit import so an app
// with its own catalogue ships none of them. `english` is a ready `deps.translate`.
export { english, englishTexts } from './texts/english.ts';
export { flowTexts } from './texts/flow-texts.ts';
