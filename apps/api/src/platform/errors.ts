// Errors a service throws on purpose; the error handler turns them into the HTTP error body.
import type { MessageKey } from './i18n.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export const notFound = () => new AppError(404, 'not_found', 'notFound');
export const forbidden = () => new AppError(403, 'forbidden', 'forbidden');
export const unauthorized = (messageKey: MessageKey = 'unauthorized') =>
  new AppError(401, 'unauthorized', messageKey);
