// Loaded by index.html. A phone's photo (4000 × 3000, 4–8 MB) is shrunk in the browser
// before Decap uploads it (Decap has no setting for it: decap-cms issue 1970): the
// repository keeps photos at most 2000 px on their longest side (photo-size.js), not the
// camera's file, which would weigh on every clone and on the image step of every build.
// Measured (scripts/admin-phone-check.mjs): a 6.2 MB 4000 × 3000 camera portrait → 1500 × 2000, 0.77 MB.
//
// Decap reads the chosen files from its media library's file input on the input's
// `change` event. This listener, on the window and in the capture phase, hears that event
// before Decap (React listens at the page's root): it holds it back, shrinks the JPEGs,
// puts them in the input in place of the originals and sends the event again, which it
// lets through. Small photos and other files go up byte for byte as they were chosen.
import { isShrinkable, JPEG_QUALITY, shrunkSize } from "./photo-size.js";

/** The events this script sends again, with the shrunk photos: let through to Decap. */
const resent = new WeakSet();

/**
 * `file` at its shrunk size, as a JPEG of the same name, or `file` itself when it already
 * fits. Drawn with the camera's rotation applied (EXIF orientation), because the new
 * file has no EXIF: nor, with it, the place where it was taken.
 * @param {File} file
 */
async function shrink(file) {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const size = shrunkSize(bitmap);
    if (!size) return file;
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext("2d");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: JPEG_QUALITY });
    return new File([blob], file.name, { type: "image/jpeg", lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

window.addEventListener(
  "change",
  (event) => {
    const input = event.target;
    if (resent.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") return;
    const chosen = [...(input.files ?? [])];
    if (!chosen.some(isShrinkable)) return;
    event.stopImmediatePropagation();
    // A photo the browser cannot read goes up as it is: the build's image step says what is wrong with it.
    const ready = chosen.map((file) => (isShrinkable(file) ? shrink(file).catch(() => file) : file));
    Promise.all(ready).then((files) => {
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.files = transfer.files;
      const again = new Event("change", { bubbles: true });
      resent.add(again);
      input.dispatchEvent(again);
    });
  },
  true,
);
