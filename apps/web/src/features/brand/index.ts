export { type Brand, useBrand } from './useBrand';
export { useDocumentTitle } from './useDocumentTitle';
