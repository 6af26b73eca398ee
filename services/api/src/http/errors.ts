import { API_ERROR_CODES, type ApiErrorBody } from '@pdpl/contracts';

/** An error that becomes exactly one response in the API's error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** A toast title the UI may show with the message. */
    readonly title?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.title ? { title: this.title } : {}),
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

export const unauthenticated = () =>
  new HttpError(401, API_ERROR_CODES.unauthenticated, 'Please sign in to continue');
export const forbidden = () =>
  new HttpError(403, API_ERROR_CODES.forbidden, 'You do not have permission to do this');
export const notFound = (message = 'Not found') => new HttpError(404, API_ERROR_CODES.notFound, message);
export const badRequest = (message: string) => new HttpError(400, API_ERROR_CODES.badRequest, message);
