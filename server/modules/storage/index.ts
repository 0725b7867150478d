// The storage module's public entry: files in a public and a private area, and the gate for uploads.
export { type AcceptedImage, IMAGE_MAX_BYTES, acceptImageUpload } from "./image-upload.ts";
export { registerPrivateFileRoute } from "./private-files.routes.ts";
export { PUBLIC_IMAGE_MAX_AGE_SECONDS, registerPublicImages } from "./public-images.routes.ts";
export { type Area, type S3Options, type Storage, createLocalStorage, createS3Storage, newKey } from "./storage.ts";
export { STAGED_UPLOAD_TTL_MS, type StagedUploads, type UploadJobs, createStagedUploads, imageFromForm } from "./staged-uploads.ts";
export { registerUploadRoutes } from "./uploads.routes.ts";
