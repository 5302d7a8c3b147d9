export { ApiRequestError, apiFetch, errorMessage, isApiError } from './api-fetch';
export { applyFieldErrors } from './form-errors';
export { queryKeys } from './query-keys';
