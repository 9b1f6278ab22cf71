/** Pictures: uploads checked (type, size, pixels, a member's rate), decoded one at a time, stored with their WebP copies. */
export { assertStoredImage, mediaFile, storeImage, uploadImage } from "./images.server";
