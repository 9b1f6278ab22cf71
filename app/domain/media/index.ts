export { assertStoredImage, mediaFile, storeImage, uploadImage } from "./images.server";
