export { ApiRequestError, apiFetch, errorMessage, isApiError } from './api-fetch';
// `call` is imported from './call' by path: the first page does not need it.
export { applyFieldErrors } from './form-errors';
export { queryKeys } from './query-keys';
