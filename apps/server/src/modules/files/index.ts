// Uploads, typed by their bytes and stored under generated ids.
export { deleteFile, ownsFile, readOwnedFile, type StoredFile, storeUpload } from './files.js';
