// Uploads, typed by their bytes and stored under generated ids.
export { deleteFile, readOwnedFile, type StoredFile, storeUpload } from './files.js';
