// Uploads, typed by their bytes and stored under generated ids.
export { countFilesSince, deleteFile, ownsFile, readOwnedFile, type StoredFile, storeUpload } from './files.js';
export { sendStoredFile } from './send-file.js';
