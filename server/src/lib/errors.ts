import { Messages, ResultCode } from 'shared-contracts';

/** A business failure: HTTP 200 with a non-zero envelope code and a Chinese message. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

export const fail = (message: string) => new BusinessError(ResultCode.FAIL, message);
export const captchaNeeded = (message: string = Messages.captchaNeeded) =>
  new BusinessError(ResultCode.CAPTCHA_REQUIRED, message);

/** Missing, invalid or expired token on a user route: HTTP 401. */
export class UnauthorizedError extends Error {
  readonly statusCode = 401;
  constructor() {
    super(Messages.sessionExpired);
    this.name = 'UnauthorizedError';
  }
}

/** An operator route the operator may not use (role, or the initial password unchanged): HTTP 403 with the given Chinese message. */
export class ForbiddenError extends Error {
  readonly statusCode = 403;
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** Input refused before validation (plugins/app/input-guard.ts): HTTP 400 with the given Chinese message. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'BadRequestError';
  }
}

/** An unknown resource (goods, shop…): HTTP 404 with the given Chinese message. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}
