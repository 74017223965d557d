import { expect } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';

/** The AppError a promise rejects with (the test fails if it resolves or rejects otherwise). */
export async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}
