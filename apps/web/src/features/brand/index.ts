export { type Brand, useBrand } from './useBrand';
