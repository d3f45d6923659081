// Errors a service throws on purpose; the error handler turns them into the HTTP error body, the
// message in the caller's language. The message is a typed reference from its owner's catalogue
// (defineMessages), so the params it wants are checked by tsc.
import type { LanguageCode } from '@tessera/domain';
import { type Message, type Params, type ParamsArg, translate } from './i18n.ts';
import { platformMessages } from './messages.ts';

export class AppError<P extends Params = Params> extends Error {
  readonly params: P | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: Message<P>,
    ...[params]: ParamsArg<P>
  ) {
    super(code);
    this.params = params;
  }

  /** The message in a language. */
  messageIn(lang: LanguageCode): string {
    return translate<Params>(this.text, lang, this.params);
  }
}

export const notFound = () => new AppError(404, 'not_found', platformMessages.notFound);
export const forbidden = () => new AppError(403, 'forbidden', platformMessages.forbidden);
export const unauthorized = () => new AppError(401, 'unauthorized', platformMessages.unauthorized);
/** A field the client sent that names nothing (or cannot be stored): 400 invalid_input. */
export const invalidInput = (fields: string) =>
  new AppError(400, 'invalid_input', platformMessages.invalidInput, { fields });
